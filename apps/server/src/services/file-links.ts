import { timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@diy/domain';
import { assertSafeKey, isPublicKey } from './storage';

/** How long a signed link to a private file stays valid by default. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;

export interface FileLinkSigner {
  digest(purpose: string, value: string): string;
}

export interface FileLinkOptions {
  /** The file name offered in Content-Disposition (e.g. agreement.pdf). */
  downloadName: string;
  /** attachment (download) or inline (open in the tab). */
  disposition?: 'attachment' | 'inline';
  ttlSeconds?: number;
}

export interface VerifiedLink {
  key: string;
  downloadName: string;
  disposition: 'attachment' | 'inline';
}

/**
 * Short-lived links to stored files: `/api/files/<key>?exp=<unix s>&name=<file name>&disp=<a|i>&sig=<hmac>`.
 * Public keys need no signature. The signature covers key, expiry, name and disposition.
 */
export class FileLinks {
  constructor(
    private readonly signer: FileLinkSigner,
    private readonly now: () => Date,
  ) {}

  publicUrl(key: string): string {
    assertSafeKey(key);
    if (!isPublicKey(key)) throw new Error(`Not a public key: ${key}`);
    return `${API_PREFIX}/files/${key}`;
  }

  signedUrl(key: string, options: FileLinkOptions): { url: string; expiresAt: string } {
    assertSafeKey(key);
    const exp = Math.floor(this.now().getTime() / 1000) + (options.ttlSeconds ?? FILE_LINK_TTL_SECONDS);
    const disp = options.disposition === 'inline' ? 'i' : 'a';
    const sig = this.sign(key, exp, options.downloadName, disp);
    const query = new URLSearchParams({ exp: String(exp), name: options.downloadName, disp, sig });
    return { url: `${API_PREFIX}/files/${key}?${query.toString()}`, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The link's file when the signature matches and it has not expired; null otherwise. */
  verify(key: string, query: { exp?: string; name?: string; disp?: string; sig?: string }): VerifiedLink | null {
    const exp = Number(query.exp);
    if (!query.sig || !query.name || !Number.isInteger(exp) || (query.disp !== 'a' && query.disp !== 'i')) return null;
    if (exp * 1000 <= this.now().getTime()) return null;
    const expected = Buffer.from(this.sign(key, exp, query.name, query.disp));
    const given = Buffer.from(query.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { key, downloadName: query.name, disposition: query.disp === 'i' ? 'inline' : 'attachment' };
  }

  private sign(key: string, exp: number, name: string, disp: string): string {
    return this.signer.digest('file-link', `${key}\n${exp}\n${name}\n${disp}`);
  }
}

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
