import { crc32, deflateSync } from 'node:zlib';
import { BRAND_LOGO_MAX_DIMENSION, DEMO_ACCOUNTS, DEMO_PASSWORD, PROFILE_MESSAGES as PM } from '@diy/domain';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_ERROR_CODES } from '../src/services/image-processing';
import { api, describeEngines, login, useTestApp } from './helpers';
import { multipart } from './kyc-helpers';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A complete, valid 1-bit greyscale PNG of width x height, all black: a few kilobytes that decode to width x height pixels. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is rewritten to claim width x height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp({ create: { width: 32, height: 32, channels: 3, background: '#884422' } }).jpeg({ mozjpeg: false }).toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

describeEngines('brand logo uploads on %s', (engine) => {
  const ctx = useTestApp(engine);
  const { mobile } = DEMO_ACCOUNTS.organiser;
  let token = '';
  beforeAll(async () => {
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
  });
  const send = (file: Buffer, name: string) => {
    const body = multipart([{ name: 'file', value: file, filename: name }]);
    return api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/brand-logo/${mobile}`, token, payload: body.payload, headers: body.headers });
  };
  const logoUrl = async () =>
    (await api(ctx.app, { method: 'GET', url: `/api/v1/organisation-details/${mobile}`, token })).json().data.brandLogoUrl as string | null;
  const stored = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { body: res.rawPayload, type: String(res.headers['content-type']) };
  };

  it('refuses a 20000 x 20000 PNG of a few kilobytes from its header, storing nothing', async () => {
    const before = await logoUrl();
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await send(bomb, 'logo.png');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({ code: IMAGE_ERROR_CODES.tooManyPixels, message: PM.logoTooManyPixels, field: 'file' });
    expect(res.json().errors.longDesc).toContain('20000 x 20000');
    expect(await logoUrl()).toBe(before);
  });

  it('refuses a JPEG whose header claims 60000 x 30000', async () => {
    const res = await send(await jpegClaiming(60_000, 30_000), 'logo.jpg');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({ code: IMAGE_ERROR_CODES.tooManyPixels, message: PM.logoTooManyPixels });
    expect(res.json().errors.longDesc).toContain('60000 x 30000');
  });

  it('refuses a file that starts like a JPEG but is not an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]);
    const res = await send(fake, 'logo.jpg');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({ code: IMAGE_ERROR_CODES.unreadable, message: PM.logoUnreadable, field: 'file' });
  });

  it('stores a JPEG+HTML polyglot as a re-encoded JPEG without the HTML', async () => {
    const jpeg = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#224488' } }).jpeg().toBuffer();
    const res = await send(Buffer.concat([jpeg, Buffer.from(HTML)]), 'logo.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const file = await stored(res.json().data.brandLogoUrl);
    expect(file.type).toBe('image/jpeg');
    expect(file.body.includes(Buffer.from('<script'))).toBe(false);
    expect(file.body.includes(Buffer.from('<html'))).toBe(false);
    const meta = await sharp(file.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 60 });
  });

  it('stores a valid PNG logo re-encoded, its transparency kept and its size bounded', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 1000, height: 500, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } }, left: 1000, top: 500 }])
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Designer' } } })
      .toBuffer();
    const res = await send(png, 'logo.png');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.brandLogoUrl as string;
    expect(url).toMatch(/\.png$/);
    const file = await stored(url);
    expect(file.type).toBe('image/png');
    expect(file.body.equals(png)).toBe(false);
    const meta = await sharp(file.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: BRAND_LOGO_MAX_DIMENSION, height: BRAND_LOGO_MAX_DIMENSION / 2, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(file.body.includes(Buffer.from('Secret Designer'))).toBe(false);
    // A corner stays transparent, the middle opaque.
    const { data, info } = await sharp(file.body).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(info.width / 2, info.height / 2)).toBe(255);
  });
});
