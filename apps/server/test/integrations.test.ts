import { APP_CODE, APP_CODE_HEADER, BOOKING_MESSAGES, CHANNEL_KEY_HEADER, channelBookingAnswerSchema, MAX_TICKET_PRICE_PAISE } from '@diy/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, salesChannels, ticketTypes, tickets } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { sha256 } from '../src/services/ids';
import { describeEngines, useTestApp } from './helpers';
import { bookingFor, cancelBooking, type DemoSession, onSaleSession, pushBooking } from './scan-helpers';

/** A second sales channel's key: a channel sees and changes only its own bookings. */
const OTHER_KEY = 'other-channel-key-for-integrations';

describeEngines('booking ingestion on %s', (engine) => {
  const ctx = useTestApp(engine);
  let today: DemoSession;

  beforeAll(async () => {
    today = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    await ctx.database.db.insert(salesChannels).values({ name: 'Other channel (integrations test)', keyHash: sha256(OTHER_KEY) });
  });

  const soldOf = async (code: string) => {
    const [row] = await ctx.database.db
      .select({ sold: ticketTypes.sold, inventory: ticketTypes.inventory })
      .from(ticketTypes)
      .where(sql`${ticketTypes.sessionId} = ${today.sessionId} and ${ticketTypes.code} = ${code}`);
    return row ?? { sold: -1, inventory: -1 };
  };

  it('creates a booking with one ticket per seat (201), then answers a repeat with the same booking (200)', async () => {
    const before = await soldOf('GOLD');
    const first = await pushBooking(ctx.app, bookingFor(today, 'T-IDEMP-1', 3));
    expect(first.statusCode, first.body).toBe(201);
    const answer = channelBookingAnswerSchema.parse(first.json().data);
    expect(answer.bookingId).toMatch(/^DIY[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(answer.tickets).toHaveLength(3);
    expect(new Set(answer.tickets.map((t) => t.barcode)).size).toBe(3);
    for (const t of answer.tickets) expect(t.barcode).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const again = await pushBooking(ctx.app, bookingFor(today, 'T-IDEMP-1', 3));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(answer);
    expect((await soldOf('GOLD')).sold).toBe(before.sold + 3);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.bookingId, answer.bookingId));
    expect(row).toMatchObject({ ticketCount: 3, pricePaise: 3 * 1_999_00, feePaise: 300, taxPaise: 54, totalPaise: 3 * 1_999_00 + 354, status: 'CONFIRMED', buyerMobile: '9876543210' });
  });

  it('answers the first booking to a repeat of its body in any key order, and 409 ERR.BOOKING.ID_REUSED to another body', async () => {
    const body = bookingFor(today, 'T-REUSE', 2);
    const first = await pushBooking(ctx.app, body);
    expect(first.statusCode, first.body).toBe(201);
    const before = await soldOf('GOLD');
    // The same request written differently: keys in reverse order at every level, text the schema trims.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)]))
          : value;
    const same = reversed({ ...body, buyer: { ...body.buyer, name: `  ${body.buyer.name} ` } }) as Record<string, unknown>;
    expect(Object.keys(same)[0]).toBe('buyer');
    const repeat = await pushBooking(ctx.app, same);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json().data).toEqual(first.json().data);
    const line = body.tickets[0]!;
    for (const other of [
      { ...body, tickets: [{ ...line, quantity: 3 }] },
      { ...body, buyer: { ...body.buyer, email: 'someone.else@example.in' } },
      { ...body, soldAt: '2026-01-01T10:00:00.000Z' },
      { ...body, tickets: [{ ...line, taxPaise: 0 }] },
    ]) {
      const res = await pushBooking(ctx.app, other);
      expect(res.statusCode, JSON.stringify(other)).toBe(409);
      expect(res.json().errors).toMatchObject({ code: 'ERR.BOOKING.ID_REUSED', message: expect.stringContaining('T-REUSE') });
    }
    expect((await soldOf('GOLD')).sold).toBe(before.sold);
    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.channelBookingId, 'T-REUSE'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.requestHash).toMatch(/^[0-9a-f]{64}$/);
    // A booking stored before the hash was kept answers any repeat, as it did then.
    await ctx.database.db.update(bookings).set({ requestHash: null }).where(eq(bookings.channelBookingId, 'T-REUSE'));
    const legacy = await pushBooking(ctx.app, { ...body, tickets: [{ ...line, quantity: 3 }] });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().data).toEqual(first.json().data);
  });

  it('refuses a wrong or missing key with 401', async () => {
    const wrong = await pushBooking(ctx.app, bookingFor(today, 'T-KEY'), 'not-the-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.code).toBe('ERR.CHANNEL.INVALID_KEY');
    const cancel = await cancelBooking(ctx.app, 'DIY0000000000', 'nope');
    expect(cancel.statusCode).toBe(401);
  });

  it('validates the event, session, ticket type and price', async () => {
    const base = bookingFor(today, 'T-VALID');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, eventCode: 'ET99999999' }, 404, 'ERR.BOOKING.EVENT_NOT_ON_SALE'],
      [{ ...base, eventCode: 'ET00010033' }, 404, 'ERR.BOOKING.EVENT_NOT_ON_SALE'],
      [{ ...base, sessionId: '00000000-0000-4000-8000-000000000000' }, 400, 'ERR.BOOKING.SESSION_NOT_ON_SALE'],
      [{ ...base, sessionId: 'nonsense' }, 400, 'ERR.BOOKING.SESSION_NOT_ON_SALE'],
      [{ ...base, tickets: [{ ticketTypeCode: 'BALCONY', quantity: 1, pricePaise: 100 }] }, 400, 'ERR.BOOKING.TICKET_TYPE_UNKNOWN'],
      [{ ...base, tickets: [{ ticketTypeCode: 'GOLD', quantity: 1, pricePaise: 100 }] }, 400, 'ERR.BOOKING.PRICE_MISMATCH'],
      [{ ...base, tickets: [] }, 400, 'ERR.VALIDATION'],
    ];
    for (const [body, status, code] of cases) {
      const res = await pushBooking(ctx.app, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors.code).toBe(code);
    }
    // A past session is not on sale.
    const start = ctx.clock.current;
    ctx.clock.advance(30 * 86_400_000);
    try {
      const late = await pushBooking(ctx.app, bookingFor(today, 'T-LATE'));
      expect(late.json().errors.code).toBe('ERR.BOOKING.SESSION_NOT_ON_SALE');
    } finally {
      ctx.clock.current = start;
    }
  });

  it('refuses an amount per ticket above the highest ticket price, naming the field', async () => {
    const base = bookingFor(today, 'T-AMOUNT');
    for (const field of ['pricePaise', 'feePaise', 'taxPaise'] as const) {
      for (const amount of [MAX_TICKET_PRICE_PAISE + 1, 2 ** 31, -1, 1.5]) {
        const res = await pushBooking(ctx.app, { ...base, tickets: [{ ...base.tickets[0]!, [field]: amount }] });
        expect(res.statusCode, `${field} ${amount}`).toBe(400);
        expect(res.json().errors).toMatchObject({ code: 'ERR.VALIDATION', field: `tickets.0.${field}`, message: BOOKING_MESSAGES.amountPerTicket });
      }
    }
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.channelBookingId, 'T-AMOUNT'))).toEqual([]);
  });

  it('keeps a booking whose sums pass 2^31 paise exactly (40 seats at the highest ticket price)', async () => {
    const silver = sql`${ticketTypes.sessionId} = ${today.sessionId} and ${ticketTypes.code} = 'SILVER'`;
    const [before] = await ctx.database.db.select().from(ticketTypes).where(silver);
    await ctx.database.db
      .update(ticketTypes)
      .set({ pricePaise: MAX_TICKET_PRICE_PAISE, inventory: before!.inventory + 40 })
      .where(silver);
    try {
      const line = { ticketTypeCode: 'SILVER', quantity: 20, pricePaise: MAX_TICKET_PRICE_PAISE, feePaise: MAX_TICKET_PRICE_PAISE, taxPaise: 18_000_000 };
      const res = await pushBooking(ctx.app, { ...bookingFor(today, 'T-CRORES'), tickets: [line, line] });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await ctx.database.db.update(ticketTypes).set({ pricePaise: before!.pricePaise }).where(silver);
    }
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.channelBookingId, 'T-CRORES'));
    expect(row).toMatchObject({ ticketCount: 40, pricePaise: 4_000_000_000, feePaise: 4_000_000_000, taxPaise: 720_000_000, totalPaise: 8_720_000_000 });
  });

  it('refuses to oversell (409) and takes nothing then', async () => {
    // VIP seats in lines of at most 20 (a booking holds at most 10 lines).
    const vipLines = (seats: number) =>
      Array.from({ length: Math.ceil(seats / 20) }, (_, i) => ({ ticketTypeCode: 'VIP', quantity: Math.min(20, seats - i * 20), pricePaise: 4_999_00, feePaise: 0, taxPaise: 0 }));
    // Sold down to a few seats first, however many the session had sold.
    const start = await soldOf('VIP');
    let left = start.inventory - start.sold;
    for (let n = 1; left > 10; n += 1) {
      const take = Math.min(left - 10, 200);
      const filled = await pushBooking(ctx.app, { ...bookingFor(today, `T-FILL-${n}`, 1, 'VIP'), tickets: vipLines(take) });
      expect(filled.statusCode, filled.body).toBe(201);
      left -= take;
    }
    const vip = await soldOf('VIP');
    expect(vip.inventory - vip.sold).toBe(left);
    const tooMany = await pushBooking(ctx.app, { ...bookingFor(today, 'T-OVER', 1, 'VIP'), tickets: vipLines(left + 1) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors.code).toBe('ERR.BOOKING.SOLD_OUT');
    expect((await soldOf('VIP')).sold).toBe(vip.sold);
  });

  it('cancels a booking: tickets cancelled, inventory released, repeat answers the same; other channels cannot', async () => {
    const made = channelBookingAnswerSchema.parse((await pushBooking(ctx.app, bookingFor(today, 'T-CANCEL', 2, 'SILVER'))).json().data);
    const before = await soldOf('SILVER');
    const res = await cancelBooking(ctx.app, made.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bookingId: made.bookingId, status: 'CANCELLED' });
    expect((await soldOf('SILVER')).sold).toBe(before.sold - 2);
    const states = await ctx.database.db.select({ state: tickets.state }).from(tickets).where(sql`${tickets.barcode} in (${made.tickets[0]?.barcode}, ${made.tickets[1]?.barcode})`);
    expect(states.map((s) => s.state)).toEqual(['cancelled', 'cancelled']);
    const twice = await cancelBooking(ctx.app, made.bookingId);
    expect(twice.json().data.status).toBe('CANCELLED');
    expect((await soldOf('SILVER')).sold).toBe(before.sold - 2);
    const unknown = await cancelBooking(ctx.app, 'DIY0000000000');
    expect(unknown.statusCode).toBe(404);
    // The repeat of a cancelled booking's push answers the cancelled booking.
    const replay = await pushBooking(ctx.app, bookingFor(today, 'T-CANCEL', 2, 'SILVER'));
    expect(replay.json().data.status).toBe('CANCELLED');
  });

  it("answers another channel's key on every route a channel key opens as not found (404), changing nothing", async () => {
    const mine = channelBookingAnswerSchema.parse((await pushBooking(ctx.app, bookingFor(today, 'T-MINE', 2, 'SILVER'))).json().data);
    const barcode = mine.tickets[0]!.barcode;
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { [CHANNEL_KEY_HEADER]: OTHER_KEY, [APP_CODE_HEADER]: APP_CODE } });
    const stateOf = async () => ({
      booking: (await ctx.database.db.select({ status: bookings.status, cancelledAt: bookings.cancelledAt }).from(bookings).where(eq(bookings.bookingId, mine.bookingId)))[0],
      tickets: (await ctx.database.db.select({ state: tickets.state }).from(tickets).where(sql`${tickets.barcode} in (${mine.tickets[0]!.barcode}, ${mine.tickets[1]!.barcode})`)).map((t) => t.state),
      silver: await soldOf('SILVER'),
    });
    const before = await stateOf();
    expect(before).toMatchObject({ booking: { status: 'CONFIRMED', cancelledAt: null }, tickets: ['unused', 'unused'] });
    // Each route a channel key opens, called with the other channel's key for this channel's booking.
    const refusals: Record<string, () => ReturnType<typeof get>> = {
      'POST /api/integrations/bookings/{bookingId}/cancel': () => cancelBooking(ctx.app, mine.bookingId, OTHER_KEY),
      'GET /api/integrations/bookings/{channelBookingId}/tickets': () => get('/api/integrations/bookings/T-MINE/tickets'),
      'GET /api/integrations/bookings/{channelBookingId}/tickets/{barcode}/qr': () => get(`/api/integrations/bookings/T-MINE/tickets/${barcode}/qr`),
    };
    for (const [route, call] of Object.entries(refusals)) {
      const res = await call();
      expect(res.statusCode, `${route}: ${res.body}`).toBe(404);
      expect(res.json().errors.code, route).toBe('ERR.BOOKING.NOT_FOUND');
      expect(await stateOf(), route).toEqual(before);
    }
    // Pushing: the same channel booking id from the other channel is a booking of its own, never this one's answer.
    const theirs = await pushBooking(ctx.app, bookingFor(today, 'T-MINE', 2, 'SILVER'), OTHER_KEY);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirAnswer = channelBookingAnswerSchema.parse(theirs.json().data);
    expect(theirAnswer.bookingId).not.toBe(mine.bookingId);
    expect(theirAnswer.tickets.map((t) => t.barcode)).not.toContain(barcode);
    expect((await stateOf()).booking).toEqual(before.booking);
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.channelBookingId, 'T-MINE'))).toHaveLength(2);
    // The table above covers every route the API document marks with the channel key (a new one must join it).
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
    const keyed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([, op]) => op.security?.some((s) => 'channelKey' in s)).map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual(['POST /api/integrations/bookings', ...Object.keys(refusals)].sort());
  });

  // Concurrency means something only on PostgreSQL (PGlite serialises everything on one connection).
  const itOnPostgres = engine === 'postgres' ? it : () => undefined;
  itOnPostgres('never oversells under concurrent bookings', async () => {
    const vip = await soldOf('VIP');
    const left = vip.inventory - vip.sold;
    const tries = Math.ceil(left / 4) + 15;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) => pushBooking(ctx.app, bookingFor(today, `T-RUSH-${i}`, 4, 'VIP'))),
    );
    const created = answers.filter((r) => r.statusCode === 201).length;
    const refused = answers.filter((r) => r.statusCode === 409).length;
    expect(created + refused).toBe(tries);
    expect(created).toBe(Math.floor(left / 4));
    const after = await soldOf('VIP');
    expect(after.sold).toBe(vip.sold + created * 4);
    expect(after.sold).toBeLessThanOrEqual(after.inventory);
    // Different bodies with one channel booking id at once: one booking, the others 409.
    for (let round = 0; round < 3; round += 1) {
      const id = `T-CLASH-${round}`;
      const clash = await Promise.all([1, 2, 3, 4].map((quantity) => pushBooking(ctx.app, bookingFor(today, id, quantity, 'GOLD'))));
      expect(clash.map((r) => r.statusCode).sort(), clash.map((r) => r.body).join('\n')).toEqual([201, 409, 409, 409]);
      for (const r of clash.filter((x) => x.statusCode === 409)) expect(r.json().errors.code).toBe('ERR.BOOKING.ID_REUSED');
      const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.channelBookingId, id));
      expect(rows).toHaveLength(1);
      const winner = clash.find((r) => r.statusCode === 201)!.json().data;
      expect(rows[0]!.bookingId).toBe(winner.bookingId);
      expect(rows[0]!.ticketCount).toBe(winner.tickets.length);
    }
    // Concurrent repeats of one channel booking id make one booking.
    const same = await Promise.all(Array.from({ length: 8 }, () => pushBooking(ctx.app, bookingFor(today, 'T-SAME', 1, 'GOLD'))));
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(same.map((r) => r.json().data.bookingId)).size).toBe(1);
  });
});
