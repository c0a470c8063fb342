import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { seedDemoBanners } from '../src/seed/demo-banners';
import { api, useTestApp } from './helpers';

describe('demo banners (development and demo seed only)', () => {
  const ctx = useTestApp('pglite');

  it('gives every demo event a generated 1280 x 640 banner and 500 x 750 poster, once', async () => {
    const made = await seedDemoBanners(ctx.database.db, ctx.app.services.storage, ctx.app.services.fileLinks);
    expect(made).toBeGreaterThan(10);
    const [row] = await ctx.database.db.select().from(events).where(isNotNull(events.bannerUrl)).limit(1);
    const file = await api(ctx.app, { method: 'GET', url: row!.bannerUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1280, height: 640, format: 'jpeg' });
    const banner = (row!.sections as { banner: { webListing: { width: number; height: number }[] } }).banner;
    expect(banner.webListing[0]).toMatchObject({ width: 500, height: 750 });
    expect(await seedDemoBanners(ctx.database.db, ctx.app.services.storage, ctx.app.services.fileLinks)).toBe(0);
    const list = await ctx.database.db.select({ url: events.bannerUrl }).from(events).where(eq(events.id, row!.id));
    expect(list[0]!.url).toBe(row!.bannerUrl);
  });
});
