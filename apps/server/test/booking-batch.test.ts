import { type ChannelBooking, DEMO_CHANNEL_KEY } from '@diy/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, ticketTypes, tickets } from '../src/db/schema';
import { BOOKING_ERROR_CODES } from '../src/http/scan-errors';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import type { BatchedBookings } from '../src/services/bookings/batched';
import { describeEngines, useTestApp } from './helpers';
import { type DemoSession, onSaleSession, pushBooking } from './scan-helpers';

const PRICE = 150_000;

/**
 * Channel bookings of one ticket type are booked in batches (services/bookings/batched.ts): every booking waiting for
 * the type goes out in ONE statement that takes the inventory row once. Each still gets the answer it gets alone.
 */
describeEngines('batched channel bookings on %s', (engine) => {
  const ctx = useTestApp(engine);
  let show: DemoSession;
  let batched: BatchedBookings;

  beforeAll(async () => {
    show = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const b = ctx.app.services.bookings.batched;
    if (!b) throw new Error('the app books channel bookings in batches');
    batched = b;
  });

  /** A ticket type of its own for a test, with `seats` seats. */
  const addType = async (code: string, seats: number) => {
    const [row] = await ctx.database.db
      .insert(ticketTypes)
      .values({ sessionId: show.sessionId, code, name: `Batch ${code}`, inventory: seats, sold: 0, pricePaise: PRICE })
      .returning({ id: ticketTypes.id });
    return row!.id;
  };
  const booking = (code: string, id: string, quantity = 1, price = PRICE): ChannelBooking => ({
    channelBookingId: id,
    eventCode: show.eventCode,
    sessionId: show.sessionId,
    tickets: [{ ticketTypeCode: code, quantity, pricePaise: price, feePaise: 1_500, taxPaise: 270 }],
    buyer: { name: `Fan ${id}` },
  });
  const typeRow = async (id: string) => (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!;
  const liveTickets = async (id: string) =>
    (await ctx.database.db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.ticketTypeId, id), sql`${tickets.state} <> 'cancelled'`))).length;

  /**
   * Holds every batch statement until `release`, and resolves `queued` once `n` bookings wait behind them: those then
   * go out as one batch.
   */
  const holdBatches = () => {
    const original = batched.sql.query.bind(batched.sql);
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    batched.sql.query = async (...args: Parameters<typeof original>) => {
      await gate;
      return original(...args);
    };
    const queued = async (n: number) => {
      for (let i = 0; batched.waiting < n; i += 1) {
        if (i > 500) throw new Error(`only ${batched.waiting} bookings waiting`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    return {
      queued,
      release: () => {
        release();
        batched.sql.query = original;
      },
    };
  };

  it('sells exactly the last seats to many bookings at once, refusing the rest sold out, in fewer statements than bookings', async () => {
    const SEATS = 7;
    const N = 60;
    const typeId = await addType('LASTSEATS', SEATS);
    const before = batched.batches;
    // (The first call of a key looks it up; later ones within seconds take it from memory.)
    await ctx.app.services.bookings.channelForKey(DEMO_CHANNEL_KEY);
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => pushBooking(ctx.app, booking('LASTSEATS', `LAST-${i}`))));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(created).toHaveLength(SEATS);
    expect(refused).toHaveLength(N - SEATS);
    for (const r of refused) expect(r.json().errors).toMatchObject({ code: BOOKING_ERROR_CODES.soldOut, message: 'Not enough tickets left of type LASTSEATS.' });
    expect(new Set(created.map((a) => a.json().data.tickets[0].barcode)).size).toBe(SEATS);
    expect(await typeRow(typeId)).toMatchObject({ sold: SEATS, inventory: SEATS });
    expect(await liveTickets(typeId)).toBe(SEATS);
    const stored = await ctx.database.db.select({ id: bookings.id }).from(bookings).where(sql`${bookings.channelBookingId} like 'LAST-%'`);
    expect(stored).toHaveLength(SEATS);
    const statements = batched.batches - before;
    expect(statements).toBeGreaterThan(0);
    // PGlite runs a statement in the calling thread, so a batch is over before the next request gets to the batcher
    // (the tests below hold the statement to form batches there); PostgreSQL's batches gather what arrives meanwhile.
    expect(statements).toBeLessThan(engine === 'postgres' ? N / 2 : N + 1);
  });

  it('keeps the report sums and money groups equal to a recount of the tickets after a burst', async () => {
    const typeId = await addType('BURST', 500);
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => pushBooking(ctx.app, booking('BURST', `BURST-${i}`, (i % 3) + 1))));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const one = async (text: ReturnType<typeof sql>) => {
      const res = await ctx.database.db.execute(text);
      const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as Record<string, unknown>[];
      return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    };
    const recount = await one(sql`
      select count(*) as sold, coalesce(sum(price_paise), 0) as price, coalesce(sum(fee_paise), 0) as fees, coalesce(sum(tax_paise), 0) as taxes,
        coalesce(sum(floor(tax_paise::numeric / 2)), 0) as tax_half
      from tickets where ticket_type_id = ${typeId} and state <> 'cancelled'`);
    const sums = await one(sql`
      select sold, price_paise as price, fees_paise as fees, taxes_paise as taxes, tax_half_paise as tax_half
      from report_ticket_type_sums where ticket_type_id = ${typeId}`);
    const groups = await one(sql`select sum(sold) as sold, count(*) as n from report_money_groups where ticket_type_id = ${typeId} and unit_price_paise = ${PRICE}`);
    const asked = answers.reduce((n, _, i) => n + (i % 3) + 1, 0);
    expect(recount.sold).toBe(asked);
    expect(sums).toEqual(recount);
    expect(groups).toEqual({ sold: asked, n: 1 });
    expect((await typeRow(typeId)).sold).toBe(asked);
    const [totals] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int`, seats: sql<number>`sum(${bookings.ticketCount})::int`, total: sql<number>`sum(${bookings.totalPaise})::bigint` })
      .from(bookings)
      .where(sql`${bookings.channelBookingId} like 'BURST-%'`);
    expect({ n: totals!.n, seats: totals!.seats, total: Number(totals!.total) }).toEqual({ n: 80, seats: asked, total: asked * (PRICE + 1_500 + 270) });
  });

  it('answers each booking of one batch on its own: a repeat, a reused id, a price mismatch and the new ones', async () => {
    const typeId = await addType('MIXED', 10);
    const firstA = await pushBooking(ctx.app, booking('MIXED', 'MIX-A'));
    expect(firstA.statusCode, firstA.body).toBe(201);
    expect((await pushBooking(ctx.app, booking('MIXED', 'MIX-B'))).statusCode).toBe(201);
    // Blockers fill the batch slots; everything sent after them waits, then goes out as one batch.
    const hold = holdBatches();
    const blockers = [pushBooking(ctx.app, booking('MIXED', 'MIX-BLOCK-1')), pushBooking(ctx.app, booking('MIXED', 'MIX-BLOCK-2'))];
    await new Promise((r) => setTimeout(r, 50));
    const waitingBefore = batched.waiting;
    const sent = [
      pushBooking(ctx.app, booking('MIXED', 'MIX-NEW-1')),
      pushBooking(ctx.app, booking('MIXED', 'MIX-A')),
      pushBooking(ctx.app, booking('MIXED', 'MIX-B', 2)),
      pushBooking(ctx.app, booking('MIXED', 'MIX-BAD-PRICE', 1, PRICE + 1)),
      pushBooking(ctx.app, booking('MIXED', 'MIX-NEW-2', 3)),
    ];
    await hold.queued(waitingBefore + sent.length);
    const batchesBefore = batched.batches;
    hold.release();
    const [fresh1, repeatA, reusedB, badPrice, fresh2] = await Promise.all(sent);
    await Promise.all(blockers);
    // The blockers' statements had started already: one more batch answered all five.
    expect(batched.batches - batchesBefore).toBe(1);
    expect(fresh1!.statusCode, fresh1!.body).toBe(201);
    expect(fresh2!.statusCode, fresh2!.body).toBe(201);
    expect(fresh2!.json().data.tickets).toHaveLength(3);
    expect(repeatA!.statusCode).toBe(200);
    expect(repeatA!.json().data).toEqual(firstA.json().data);
    expect(reusedB!.statusCode).toBe(409);
    expect(reusedB!.json().errors).toMatchObject({ code: BOOKING_ERROR_CODES.idReused, message: expect.stringContaining('MIX-B') });
    expect(badPrice!.statusCode).toBe(400);
    expect(badPrice!.json().errors).toMatchObject({ code: BOOKING_ERROR_CODES.priceMismatch });
    // A, B, two blockers, 1 + 3 new seats.
    expect((await typeRow(typeId)).sold).toBe(8);
    expect(await liveTickets(typeId)).toBe(8);
  });

  it('grants seats in arrival order while they fit: a booking too big is refused and a later smaller one still fits', async () => {
    const typeId = await addType('FIT', 4);
    for (const id of ['FIT-PRE-1', 'FIT-PRE-2']) expect((await pushBooking(ctx.app, booking('FIT', id))).statusCode).toBe(201);
    // The blockers repeat those two (they take no seats, so the order the statements run in after the hold does not matter).
    const hold = holdBatches();
    const blockers = [pushBooking(ctx.app, booking('FIT', 'FIT-PRE-1')), pushBooking(ctx.app, booking('FIT', 'FIT-PRE-2'))];
    await new Promise((r) => setTimeout(r, 50));
    const waitingBefore = batched.waiting;
    // Two seats left: 3 does not fit, then 2 does, then 1 does not.
    const sent = [pushBooking(ctx.app, booking('FIT', 'FIT-3', 3)), pushBooking(ctx.app, booking('FIT', 'FIT-2', 2)), pushBooking(ctx.app, booking('FIT', 'FIT-1', 1))];
    await hold.queued(waitingBefore + sent.length);
    hold.release();
    const statuses = (await Promise.all(sent)).map((a) => a.statusCode);
    expect((await Promise.all(blockers)).map((a) => a.statusCode)).toEqual([200, 200]);
    expect(statuses).toEqual([409, 201, 409]);
    expect(await typeRow(typeId)).toMatchObject({ sold: 4, inventory: 4 });
  });

  it('books a booking with several ticket types or an offer code one by one, as before', async () => {
    const before = batched.batches;
    const two: ChannelBooking = { ...booking('LASTSEATS', 'MULTI-1'), tickets: [...booking('BURST', 'x').tickets, ...booking('MIXED', 'x').tickets] };
    const res = await pushBooking(ctx.app, two);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.tickets.map((t: { ticketTypeCode: string }) => t.ticketTypeCode)).toEqual(['BURST', 'MIXED']);
    expect(batched.batches).toBe(before);
  });
});
