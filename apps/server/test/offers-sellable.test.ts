import { OFFER_ERROR_CODES, OFFER_EVENT_NOT_ON_SALE, offerEventListSchema } from '@diy/domain';
import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { describeEngines, useTestApp } from './helpers';
import { offersGet, offerTokens, setOffers, type OfferTokens } from './offer-helpers';

const PAST = 'Diljit Dosanjh: Dil-Luminati Tour';
const CLOSED = "New Year's Eve Bash";

/** Offers run only on events that can still sell (issue #34): the wizard's list, and the server's opt-in. */
describeEngines('offers on events that can still sell on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: OfferTokens;
  const codes = new Map<string, string>();

  beforeAll(async () => {
    t = await offerTokens(ctx);
    const rows = await ctx.database.db.select({ title: events.title, code: events.eventCode }).from(events).where(inArray(events.title, [PAST, CLOSED]));
    for (const r of rows) codes.set(r.title, r.code!);
  });

  it('the wizard lists only events with a show ahead that are not closed', async () => {
    const res = await offersGet(ctx.app, '/offers/events?sellable=true&limit=100', t.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const listed = offerEventListSchema.parse(res.json().data).results.map((e) => e.eventCode);
    expect(listed).toContain(SCAN_DEMO_EVENTS.main);
    expect(listed).not.toContain(codes.get(PAST));
    expect(listed).not.toContain(codes.get(CLOSED));
    // Without the filter (the dashboard's history) they are still there.
    const all = offerEventListSchema.parse((await offersGet(ctx.app, '/offers/events?limit=100', t.organiser)).json().data).results.map((e) => e.eventCode);
    expect(all).toEqual(expect.arrayContaining([codes.get(PAST), codes.get(CLOSED)]));
  });

  it('refuses to opt a past or a closed event in, and opts in one that sells', async () => {
    for (const title of [PAST, CLOSED]) {
      const res = await setOffers(ctx.app, t.organiser, codes.get(title)!, ['EARLY10'], true);
      expect(res.statusCode, `${title} ${res.body}`).toBe(409);
      expect(res.json().errors).toMatchObject({ code: OFFER_ERROR_CODES.notOnSale, message: OFFER_EVENT_NOT_ON_SALE });
    }
    expect((await setOffers(ctx.app, t.organiser, SCAN_DEMO_EVENTS.main, ['EARLY10'], true)).statusCode).toBe(200);
  });
});
