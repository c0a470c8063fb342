import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { seedDemoBanners } from '../src/seed/demo-banners';
import { DEMO_EVENT_DRAFT_IDS } from '../src/seed/events-data';
import { api, useTestApp } from './helpers';

describe('demo banners (development and demo seed only)', () => {
  const ctx = useTestApp('pglite');

  it('gives every demo event a generated 1280 x 640 banner and 500 x 750 poster, once, and none to an event the organiser made', async () => {
    // An event the demo organiser made themselves, with no banner yet: theirs to give (a bench gives one 100,000 of them).
    const [demo] = await ctx.database.db.select({ organiserId: events.organiserId }).from(events).where(eq(events.draftId, DEMO_EVENT_DRAFT_IDS[0]!));
    const [own] = await ctx.database.db
      .insert(events)
      .values({ draftId: 'DRBANNERLESS1', organiserId: demo!.organiserId, status: 'draft', title: 'My own draft', category: [] })
      .returning({ id: events.id });
    const made = await seedDemoBanners(ctx.database.db, ctx.app.services.storage, ctx.app.services.fileLinks);
    expect(made).toBe(DEMO_EVENT_DRAFT_IDS.length);
    const [mine] = await ctx.database.db.select({ url: events.bannerUrl }).from(events).where(eq(events.id, own!.id));
    expect(mine!.url).toBeNull();
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
