import { normaliseBarcode, OFFLINE_HASH_HEX_LENGTH } from '@diy/domain';

const fromBase64url = (s: string): Uint8Array<ArrayBuffer> => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
};

/** The session's hash key as a WebCrypto HMAC key (imported once per session). */
export function importHashKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64url(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The keyed hash the server sends for a barcode: HMAC-SHA-256 of the normalised barcode, first 128 bits in hex. */
export async function barcodeHash(key: CryptoKey, barcode: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(normaliseBarcode(barcode))));
  let hex = '';
  for (const b of mac.subarray(0, OFFLINE_HASH_HEX_LENGTH / 2)) hex += b.toString(16).padStart(2, '0');
  return hex;
}
