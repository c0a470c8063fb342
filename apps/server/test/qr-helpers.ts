import jsQR from 'jsqr';
import sharp from 'sharp';

/** Reads a QR code back from an image (PNG or SVG), as a phone's camera would: its text, or null. */
export async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 }).resize({ width: 400, kernel: 'nearest' }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found?.data ?? null;
}
