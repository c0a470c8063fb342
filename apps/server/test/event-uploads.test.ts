import { BANNER_UPLOAD_FILE_FIELD, DEMO_ACCOUNTS, DEMO_PASSWORD, IMAGE_MAX_BYTES, IMAGE_MESSAGES, bannerUploadAnswerSchema, incorrectDimensionsBody } from '@diy/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { eventImages, events } from '../src/db/schema';
import { IMAGE_ERROR_CODES, MAX_INPUT_PIXELS } from '../src/services/image-processing';
import { UPLOAD_TEXTS } from '../src/routes/events/uploads';
import { createDraft, image, upload } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';

/** A valid JPEG padded to `size` bytes (decoders stop at the end-of-image marker). */
async function jpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await image(1280, 640);
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

describeEngines('banner uploads on %s', (engine) => {
  const ctx = useTestApp(engine);
  let token = '';
  let draftId = '';

  beforeAll(async () => {
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    draftId = await createDraft(ctx.app, token);
  });

  async function stored(url: string): Promise<{ type: string | undefined; body: Buffer }> {
    const res = await api(ctx.app, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { type: String(res.headers['content-type']), body: res.rawPayload };
  }

  it('stores exactly 1280 x 640 as is: a JPEG under public/events/<draftId>/, an event_images row, the bannerImage answer', async () => {
    const res = await upload(ctx.app, token, 'desktop', { draftId, eventTitle: 'Sunday Sufi Sessions' }, await image(1280, 640));
    expect(res.statusCode, res.body).toBe(200);
    const answer = bannerUploadAnswerSchema.parse(res.json().data);
    expect(answer).toMatchObject({ type: 'image', caption: 'Sunday Sufi Sessions', width: 1280, height: 640 });
    expect(answer.url).toMatch(new RegExp(`^/api/files/public/events/${draftId}/[0-9a-f-]{36}\\.jpeg$`));
    const file = await stored(answer.url);
    expect(file.type).toBe('image/jpeg');
    expect((await sharp(file.body).metadata()).format).toBe('jpeg');
    const [event] = await ctx.database.db.select().from(events).where(eq(events.draftId, draftId));
    const rows = await ctx.database.db.select().from(eventImages).where(eq(eventImages.eventId, event!.id));
    expect(rows.find((r) => answer.url.endsWith(r.storageKey))).toMatchObject({ bannerType: 'desktop', width: 1280, height: 640 });
  });

  it('takes a vertical poster of 500 x 750 and the bannerType as the file field', async () => {
    const res = await upload(ctx.app, token, 'webListing', { draftId }, await image(500, 750), { fileField: 'webListing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ width: 500, height: 750 });
  });

  it('accepts a PNG renamed .jpeg (the content decides) and stores it re-encoded as JPEG', async () => {
    const png = await image(1280, 640, 'png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const res = await upload(ctx.app, token, 'desktop', { draftId }, png, { filename: 'desktop.jpeg', contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const file = await stored(res.json().data.url);
    expect(file.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(file.body).metadata()).format).toBe('jpeg');
  });

  it('refuses a WebP renamed .jpeg, naming what it really is', async () => {
    const res = await upload(ctx.app, token, 'desktop', { draftId }, await image(1280, 640, 'webp'));
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toMatchObject({ code: IMAGE_ERROR_CODES.unsupportedType, message: IMAGE_MESSAGES.unsupportedType, field: 'file' });
    expect(res.json().errors.longDesc).toBe('This file is a WebP image. Please upload a JPEG or PNG image.');
  });

  it('refuses text renamed .jpeg and a truncated JPEG', async () => {
    const text = await upload(ctx.app, token, 'desktop', { draftId }, Buffer.from('<svg onload="alert(1)"></svg> not an image'));
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.code).toBe(IMAGE_ERROR_CODES.unsupportedType);
    const whole = await image(1280, 640);
    const cut = await upload(ctx.app, token, 'desktop', { draftId }, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.statusCode).toBe(415);
  });

  it('takes exactly 1 MB and refuses 1 MB + 1 byte with File too large (413) before decoding', async () => {
    const exact = await upload(ctx.app, token, 'desktop', { draftId }, await jpegOfSize(IMAGE_MAX_BYTES));
    expect(exact.statusCode, exact.body).toBe(200);
    const over = await upload(ctx.app, token, 'desktop', { draftId }, await jpegOfSize(IMAGE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().errors).toMatchObject({ code: IMAGE_ERROR_CODES.tooLarge, message: IMAGE_MESSAGES.fileTooLarge, field: 'file' });
    const huge = await upload(ctx.app, token, 'desktop', { draftId }, Buffer.alloc(8 * IMAGE_MAX_BYTES, 1));
    expect(huge.statusCode).toBe(413);
  });

  it.each([
    ['desktop', 1000, 500, 'banner'],
    ['desktop', 1279, 640, 'banner'],
    ['webListing', 400, 600, 'poster'],
  ] as const)('refuses %s of %i x %i: Incorrect dimensions with minimum and actual size', async (type, w, h, kind) => {
    const res = await upload(ctx.app, token, type, { draftId }, await image(w, h));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      code: IMAGE_ERROR_CODES.dimensions,
      message: IMAGE_MESSAGES.incorrectDimensions,
      longDesc: incorrectDimensionsBody(kind, w, h),
    });
  });

  it.each([
    ['desktop', 1600, 1000],
    ['desktop', 1300, 640],
    ['webListing', 750, 750],
  ] as const)('refuses the wrong aspect ratio: %s %i x %i', async (type, w, h) => {
    const res = await upload(ctx.app, token, type, { draftId }, await image(w, h));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBe(IMAGE_ERROR_CODES.aspect);
    expect(res.json().errors.longDesc).toContain(`${w} x ${h}`);
  });

  it('refuses a 5000 x 5000 image (and a 10000 x 5000 banner) from the header, before decoding', async () => {
    expect(5000 * 5000).toBeGreaterThan(MAX_INPUT_PIXELS);
    for (const [w, h] of [[5000, 5000], [10000, 5000]] as const) {
      const png = await image(w, h, 'png');
      expect(png.length).toBeLessThan(IMAGE_MAX_BYTES);
      const res = await upload(ctx.app, token, 'desktop', { draftId }, png);
      expect(res.statusCode, `${w}x${h}`).toBe(400);
      expect(res.json().errors.code).toBe(IMAGE_ERROR_CODES.tooManyPixels);
      expect(res.json().errors.longDesc).toContain(`${w} x ${h}`);
    }
  });

  it('scales a large banner down to 2560 x 1280 and strips metadata', async () => {
    const big = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Photographer', Artist: 'GPS here' } } })
      .toBuffer();
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const res = await upload(ctx.app, token, 'desktop', { draftId }, big);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ width: 2560, height: 1280 });
    const meta = await sharp((await stored(res.json().data.url)).body).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 1280]);
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ['no file', {}, null, {}, 'file', UPLOAD_TEXTS.fileRequired],
    ['an empty file', {}, Buffer.alloc(0), {}, 'file', UPLOAD_TEXTS.fileRequired],
    ['the wrong file field', {}, 'jpeg', { fileField: 'image' }, 'file', UPLOAD_TEXTS.fileField],
    ['no draftId', { draftId: '' }, 'jpeg', {}, 'draftId', /./],
  ] as const)('refuses multipart with %s (400 naming the field)', async (_n, fieldChange, data, opts, field, message) => {
    const file = data === 'jpeg' ? await image(1280, 640) : data;
    const res = await upload(ctx.app, token, 'desktop', { draftId, ...fieldChange }, file, opts);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.field).toBe(field);
    expect(res.json().errors.message).toMatch(message);
    expect(BANNER_UPLOAD_FILE_FIELD).toBe('file');
  });

  it('refuses two files, an unknown banner type and a JSON body', async () => {
    const jpeg = await image(1280, 640);
    const { multipart } = await import('./draft-helpers');
    const two = multipart([
      { name: 'draftId', value: draftId },
      { name: 'file', filename: 'desktop.jpeg', contentType: 'image/jpeg', data: jpeg },
      { name: 'file', filename: 'desktop.jpeg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const res = await api(ctx.app, { method: 'POST', url: '/api/manage/event/upload/banner/desktop', token, ...two });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe(UPLOAD_TEXTS.oneFile);
    const mobile = await upload(ctx.app, token, 'mobile', { draftId }, jpeg);
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().errors.field).toBe('bannerType');
    const json = await api(ctx.app, { method: 'POST', url: '/api/manage/event/upload/banner/desktop', token, payload: { draftId } });
    expect(json.statusCode).toBe(415);
  });

  it('uploads for a live event go to that event (a saved banner then lands in its draft copy)', async () => {
    const res = await upload(ctx.app, token, 'desktop', { draftId: 'ET00010001', eventCode: 'ET00010001' }, await image(1280, 640));
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json().data;
    const save = await api(ctx.app, { method: 'PATCH', url: '/api/manage/event/ET00010001', token, payload: { banner: { desktop: [banner] } } });
    expect(save.statusCode, save.body).toBe(200);
    const copyId = save.json().data.draftId as string;
    const [copy] = await ctx.database.db.select().from(events).where(eq(events.draftId, copyId));
    expect(copy?.bannerUrl).toBe(banner.url);
  });
});
