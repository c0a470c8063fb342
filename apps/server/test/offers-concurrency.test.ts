import { APP_CODE, APP_CODE_HEADER, CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY } from '@diy/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runMigrations } from '../src/db/migrate';
import { bookings, offerRedemptions } from '../src/db/schema';
import { runSeed } from '../src/seed';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { raceCounters } from '../src/services/bookings/race-counters';
import { CONCURRENCY_POOL, createTestDatabase, describeOnPostgres, TestClock, type TestContext, type TestDatabase } from './helpers';
import { addOffer, offerBody, offersGet, offerTokens, optIn, setOffers, type OfferTokens } from './offer-helpers';
import { demoSessions, onSaleSession, type DemoSession } from './scan-helpers';

const BURST = 60;
const MAIN = SCAN_DEMO_EVENTS.main;

/**
 * Exact caps under concurrency: the real HTTP server on PostgreSQL with a pool of CONCURRENCY_POOL (40); 60 channel bookings at once ask
 * for one offer. The opt-in's counters are taken with a conditional UPDATE in each booking's transaction.
 *
 * Whether the race was run: the bookings are spread over every ticket type of every show on sale (bookings of one
 * ticket type queue on its row before they reach the offer, so they never meet at the opt-in's row), and each test
 * counts the redemptions the conditional UPDATE refused after the rules had passed on what the booking read
 * (`raceCounters.offerRedemption`): at least one must have lost that race. PGlite runs one transaction at a time, so
 * the race cannot happen there: these tests run on PostgreSQL only.
 */
describeOnPostgres('offer redemptions under concurrency (PostgreSQL)', () => {
  let testDb: TestDatabase;
  const ctx = {} as TestContext;
  let base = '';
  let t: OfferTokens;
  let s: DemoSession;
  /** Where the burst books: every ticket type of every show on sale, one lane each. */
  let lanes: { sessionId: string; code: string; pricePaise: number }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', CONCURRENCY_POOL);
    ctx.database = testDb.database;
    ctx.clock = new TestClock();
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db, ctx.clock.now());
    ctx.app = await buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' }, db: testDb.database, now: ctx.clock.now, logger: false, jobsPollMs: 0 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    t = await offerTokens(ctx);
    s = await onSaleSession(ctx.app, MAIN, ctx.clock.now());
    const onSale = (await demoSessions(ctx.app, MAIN)).filter((x) => new Date(x.showTime).getTime() > ctx.clock.now().getTime() + 3_600_000);
    lanes = onSale.flatMap((x) => x.ticketTypes.filter((t) => t.inventory - t.sold >= BURST).map((t) => ({ sessionId: x.sessionId, code: t.code, pricePaise: t.pricePaise })));
    expect(lanes.length).toBeGreaterThanOrEqual(4);
  });

  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.drop();
  });

  const gold = () => s.ticketTypes.find((x) => x.code === 'GOLD')!;
  const goldLane = () => ({ sessionId: s.sessionId, code: 'GOLD', pricePaise: gold().pricePaise });
  const lane = (i: number) => lanes[i % lanes.length]!;
  const book = async (id: string, offerCode: string, on = goldLane()) => {
    const res = await fetch(`${base}/integrations/bookings`, {
      method: 'POST',
      headers: { [CHANNEL_KEY_HEADER]: DEMO_CHANNEL_KEY, [APP_CODE_HEADER]: APP_CODE, 'content-type': 'application/json' },
      body: JSON.stringify({
        channelBookingId: id,
        eventCode: MAIN,
        sessionId: on.sessionId,
        offerCode,
        tickets: [{ ticketTypeCode: on.code, quantity: 1, pricePaise: on.pricePaise, feePaise: 0, taxPaise: 0 }],
        buyer: { name: `Buyer ${id}`, mobile: `98${String(10_000_000 + Number(id.replace(/\D/g, '').slice(-6))).padStart(8, '0')}` },
      }),
    });
    return { status: res.status, body: (await res.json()) as { errors?: { code: string } } };
  };
  const figures = async (code: string) =>
    (await offersGet(ctx.app, `/offers/events/${MAIN}`, t.organiser)).json().data.offer.find((o: { code: string }) => o.code === code) as { redemptions: number; ticketsRedeemed: number; discountPaise: number };
  const redeemedWith = async (code: string) => {
    const [row] = await ctx.database.db.select({ n: count() }).from(bookings).where(eq(bookings.offerCode, code));
    return row?.n ?? -1;
  };

  it('60 concurrent redemptions against a cap of 10 tickets redeem exactly 10', async () => {
    await addOffer(ctx.app, t.admin, offerBody('CAP10', ctx.clock.now(), { totalCapTickets: 10 }));
    await optIn(ctx.app, t.organiser, MAIN, ['CAP10']);
    const lostBefore = raceCounters.offerRedemption;
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => book(`CAP-${i}`, 'CAP10', lane(i))));
    const lost = raceCounters.offerRedemption - lostBefore;
    console.log(`offer cap race: ${lost} of ${BURST} redemptions lost the race at the opt-in's conditional UPDATE (${lanes.length} lanes)`);
    expect(lost).toBeGreaterThanOrEqual(1);
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(10);
    expect(results.filter((r) => r.status === 409 && r.body.errors?.code === 'ERR.OFFER.EXHAUSTED')).toHaveLength(BURST - 10);
    expect(await figures('CAP10')).toMatchObject({ redemptions: 10, ticketsRedeemed: 10 });
    expect(await redeemedWith('CAP10')).toBe(10);
  });

  it('60 concurrent redemptions against a budget of ten tickets\' discount redeem exactly 10', async () => {
    // ₹150 off a ticket, a budget of ₹1,500 and room for 1,000 tickets: the budget is what stops it.
    await addOffer(ctx.app, t.admin, offerBody('BUDGET10', ctx.clock.now(), { discountKind: 'FLAT', discountValue: 15_000, totalCapTickets: 1_000, budgetPaise: 150_000 }));
    await optIn(ctx.app, t.organiser, MAIN, ['BUDGET10']);
    const lostBefore = raceCounters.offerRedemption;
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => book(`BUD-${i}`, 'BUDGET10', lane(i))));
    const lost = raceCounters.offerRedemption - lostBefore;
    console.log(`offer budget race: ${lost} of ${BURST} redemptions lost the race at the opt-in's conditional UPDATE`);
    expect(lost).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.body.errors?.code === 'ERR.OFFER.EXHAUSTED')).toHaveLength(BURST - 10);
    expect(await figures('BUDGET10')).toMatchObject({ redemptions: 10, discountPaise: 150_000 });
    const [sum] = await ctx.database.db.select({ d: sql<number>`sum(${offerRedemptions.discountPaise})::int` }).from(offerRedemptions).innerJoin(bookings, eq(bookings.id, offerRedemptions.bookingId)).where(eq(bookings.offerCode, 'BUDGET10'));
    expect(Number(sum?.d)).toBe(150_000);
  });

  it('a deactivation in the middle of a burst lets no redemption commit after it', async () => {
    await addOffer(ctx.app, t.admin, offerBody('STOPME', ctx.clock.now(), { totalCapTickets: 1_000 }));
    await optIn(ctx.app, t.organiser, MAIN, ['STOPME']);
    let answered = 0;
    let atDeactivation = -1;
    let deactivated: Promise<void> | undefined;
    const lostBefore = raceCounters.offerRedemption;
    const burst = Array.from({ length: BURST }, async (_, i) => {
      // Staggered, so the burst is still arriving when the deactivation lands (checked below: some were refused).
      await new Promise((r) => setTimeout(r, i * 3));
      const r = await book(`STOP-${i}`, 'STOPME', lane(i));
      answered += 1;
      if (answered === 10 && !deactivated) {
        deactivated = (async () => {
          const res = await setOffers(ctx.app, t.offerManager, MAIN, ['STOPME'], false);
          expect(res.statusCode, res.body).toBe(200);
          atDeactivation = await redeemedWith('STOPME');
        })();
      }
      return r;
    });
    const results = await Promise.all(burst);
    await deactivated;
    const lost = raceCounters.offerRedemption - lostBefore;
    // Bookings that start after the deactivation answered are all refused.
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => book(`STOP-AFTER-${i}`, 'STOPME')));
    expect(after.every((r) => r.body.errors?.code === 'ERR.OFFER.NOT_OPTED_IN')).toBe(true);

    const won = results.filter((r) => r.status === 201).length;
    expect(atDeactivation).toBeGreaterThanOrEqual(10);
    // Nothing committed after the deactivation: what was redeemed when it answered is all there is.
    expect(await redeemedWith('STOPME')).toBe(atDeactivation);
    expect(won).toBe(atDeactivation);
    expect(await figures('STOPME')).toMatchObject({ status: 'ARCHIVED', redemptions: atDeactivation, ticketsRedeemed: atDeactivation });
    const refused = results.filter((r) => r.status === 409);
    console.log(`offer deactivation race: ${won} redeemed, ${refused.length} of the burst refused after the deactivation, ${lost} lost the race at the conditional UPDATE`);
    // The deactivation landed in the middle of the burst: bookings of the burst itself were refused by it.
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(won + refused.length).toBe(BURST);
    expect(refused.every((r) => r.body.errors?.code === 'ERR.OFFER.NOT_OPTED_IN')).toBe(true);
  });
});
