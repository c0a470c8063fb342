import { BOX_OFFICE_CHANNEL_NAME, BOX_OFFICE_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, parseUpiIntent, VOID_WINDOW_MS, type ShiftReport } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/services/ids';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { DEMO_UPI } from '../src/seed/box-office-demo';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { boCall, openShift, saleBody, sell, sellContext } from './box-office-helpers';
import { api, describeEngines, login, outbox, useTestApp } from './helpers';
import { grantedUser } from './report-helpers';
import { bookingFor, onSaleSession, pushBooking, type DemoSession } from './scan-helpers';

describeEngines('box office on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let session: DemoSession;
  const tokens = { gate: '', organiser: '', scanOnly: '', otherOrganiser: '', seller2: '' };
  let gold = 0;

  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q))[0]!;
  const counts = () =>
    one<{ bookings: number; sales: number; shifts: number; sold: number }>(sql`
      select (select count(*)::int from bookings) as bookings, (select count(*)::int from box_office_sales) as sales,
             (select count(*)::int from box_office_shifts) as shifts,
             (select sold from ticket_types where session_id = ${session.sessionId}::uuid and code = 'GOLD') as sold`);

  beforeAll(async () => {
    session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    gold = session.ticketTypes.find((t) => t.code === 'GOLD')!.pricePaise;
    tokens.gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    tokens.organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    tokens.otherOrganiser = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    tokens.scanOnly = await grantedUser(ctx, admin, { email: 'scan.only@mle.example.in', mobile: '9811100021' }, ['DIY_SCANNER']);
    tokens.seller2 = await grantedUser(ctx, admin, { email: 'door.two@mle.example.in', mobile: '9811100022' }, ['DIY_SCANNER', 'DIY_BOX_OFFICE']);
  });

  it('the demo: gate@demo.in sells for the demo organiser, which has its UPI ID; the features say so', async () => {
    const context = await sellContext(ctx.app, tokens.gate, session.sessionId);
    expect(context.upi).toEqual(DEMO_UPI);
    expect(context.ticketTypes.map((t) => t.code)).toContain('GOLD');
    expect(context.compLimit).toBeGreaterThan(0);
    const features = await api(ctx.app, { method: 'GET', url: '/api/user/features', token: tokens.gate });
    expect(features.body).toContain('diy.box-office.sell');
    const scanOnly = await api(ctx.app, { method: 'GET', url: '/api/user/features', token: tokens.scanOnly });
    expect(scanOnly.body).not.toContain('diy.box-office.sell');
  });

  it('refuses bad input with nothing written', async () => {
    const before = await counts();
    const bad = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.shifts, { sessionId: session.sessionId, openingFloatPaise: -500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.field ?? bad.json().errors.fields?.[0]?.field).toContain('openingFloatPaise');
    const shift = await openShift(ctx.app, tokens.gate, session.sessionId);
    const mid = await counts();
    const cases = [
      saleBody('GOLD', 2, gold - 100, { method: 'CASH', tenderedPaise: 10_000_00 }),
      saleBody('NOPE', 1, gold, { method: 'CASH', tenderedPaise: 10_000_00 }),
      saleBody('GOLD', 1, gold, { method: 'CASH', tenderedPaise: gold - 1 }),
      saleBody('GOLD', 1, gold, { method: 'CARD', reference: '' }),
      saleBody('GOLD', 0, gold, { method: 'UPI' }),
      saleBody('GOLD', 1, gold, { method: 'UPI' }, { buyer: { mobile: '12' } }),
      saleBody('GOLD', 1, gold, { method: 'UPI' }, { offerCode: 'CORP10' }),
    ];
    for (const body of cases) {
      const res = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.sales(shift.id), body);
      expect(res.statusCode, res.body).toBe(400);
    }
    const amount = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.sales(shift.id), cases[0]);
    expect(amount.json().errors.code).toBe('ERR.BOX_OFFICE.AMOUNT_MISMATCH');
    expect(await counts()).toEqual({ ...before, shifts: before.shifts + 1 });
    expect(mid.shifts).toBe(before.shifts + 1);
    await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.close(shift.id), { countedCashPaise: 2_000_00 });
  });

  describe('a shift', () => {
    let shift: ShiftReport;
    const sales: Record<string, string> = {};

    it('sells by UPI (the link names the payee and the exact amount), cash with change, comp, card, and sell-and-admit', async () => {
      shift = await openShift(ctx.app, tokens.gate, session.sessionId, 1_000_00);
      const again = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.shifts, { sessionId: session.sessionId, openingFloatPaise: 0 });
      expect(again.statusCode).toBe(409);
      const soldBefore = (await counts()).sold;

      const upi = await sell(ctx.app, tokens.gate, shift.id, saleBody('GOLD', 2, gold, { method: 'UPI', reference: '412345678901' }));
      expect(upi.tickets).toHaveLength(2);
      expect(parseUpiIntent(upi.upiUrl ?? '')).toEqual({ vpa: DEMO_UPI.upiId, payeeName: DEMO_UPI.payeeName, amountPaise: 2 * gold, note: `DIY ${upi.sale.bookingId}` });
      sales.upi = upi.sale.id;

      const cash = await sell(ctx.app, tokens.gate, shift.id, saleBody('GOLD', 1, gold, { method: 'CASH', tenderedPaise: gold + 1_00_00 }));
      expect(cash.sale.changePaise).toBe(1_00_00);
      sales.cash = cash.sale.id;

      const comp = await sell(ctx.app, tokens.gate, shift.id, saleBody('GOLD', 1, 0, { method: 'COMP', reason: 'Artist guest list' }));
      expect(comp.sale.amountPaise).toBe(0);
      expect(comp.upiUrl).toBeNull();

      const admit = await sell(ctx.app, tokens.gate, shift.id, saleBody('GOLD', 1, gold, { method: 'CARD', reference: 'POS-7781' }, { admit: true, buyer: { mobile: '9876512345', email: 'door.buyer@example.in' } }));
      expect(admit.admitted).toBe(1);
      expect(admit.sentTo).toEqual(['9876512345', 'door.buyer@example.in']);
      const state = await one<{ state: string }>(sql`select state from tickets where barcode = ${admit.tickets[0]!.barcode}`);
      expect(state.state).toBe('entered');

      expect((await counts()).sold).toBe(soldBefore + 5);
      // The tickets go out through the jobs table: an SMS with the codes, an e-mail with the e-tickets.
      await ctx.app.scheduling.queue.runDue({ kinds: ['box-office.tickets'] });
      const sms = await outbox(ctx.app, '9876512345');
      expect(sms[0]?.body).toContain(admit.tickets[0]!.barcode);
      expect((await outbox(ctx.app, 'door.buyer@example.in'))[0]?.subject).toContain(admit.sale.bookingId);

      const receipt = await api(ctx.app, { method: 'GET', url: `/api${admit.receiptPath}`, token: tokens.gate });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toContain('application/pdf');
      expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('a void gives the seats back once; a second void is refused and changes nothing', async () => {
      const before = (await counts()).sold;
      const res = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.void(sales.cash!), { reason: 'BUYER_CHANGED_MIND' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.voidedAt).not.toBeNull();
      expect((await counts()).sold).toBe(before - 1);
      const twice = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.void(sales.cash!), { reason: 'OTHER' });
      expect(twice.statusCode).toBe(409);
      expect((await counts()).sold).toBe(before - 1);
      const booking = await one<{ status: string }>(sql`select b.status from bookings b join box_office_sales s on s.booking_id = b.id where s.id = ${sales.cash!}::uuid`);
      expect(booking.status).toBe('CANCELLED');
    });

    it('after the void window only the organiser voids', async () => {
      ctx.clock.advance(VOID_WINDOW_MS + 1_000);
      const late = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.void(sales.upi!), { reason: 'OTHER' });
      expect(late.statusCode).toBe(409);
      expect(late.json().errors.code).toBe('ERR.BOX_OFFICE.VOID_WINDOW');
      const byOrganiser = await boCall(ctx.app, tokens.organiser, 'POST', BOX_OFFICE_PATHS.void(sales.upi!), { reason: 'PAYMENT_NOT_RECEIVED', note: 'No credit in the bank app' });
      expect(byOrganiser.statusCode, byOrganiser.body).toBe(200);
    });

    it('shift totals equal the bookings; closing records the counted cash and the difference', async () => {
      const closed = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.close(shift.id), { countedCashPaise: 1_000_00 - 50_00 });
      expect(closed.statusCode, closed.body).toBe(200);
      const report = closed.json().data as ShiftReport;
      expect(report.expectedCashPaise).toBe(1_000_00);
      expect(report.differencePaise).toBe(-50_00);
      expect(report.byMethod.COMP).toEqual({ sales: 1, tickets: 1, amountPaise: 0 });
      expect(report.voided.sales).toBe(2);
      const booked = await one<{ total: number; tickets: number }>(sql`
        select coalesce(sum(b.total_paise), 0)::bigint as total, coalesce(sum(b.ticket_count), 0)::int as tickets
        from bookings b join box_office_sales s on s.booking_id = b.id
        where s.shift_id = ${shift.id}::uuid and b.status = 'CONFIRMED'`);
      const methods = Object.values(report.byMethod);
      expect(methods.reduce((s, m) => s + m.amountPaise, 0)).toBe(Number(booked.total));
      expect(methods.reduce((s, m) => s + m.tickets, 0)).toBe(booked.tickets);
      const channel = await one<{ name: string }>(sql`select c.name from bookings b join sales_channels c on c.id = b.channel_id join box_office_sales s on s.booking_id = b.id limit 1`);
      expect(channel.name).toBe(BOX_OFFICE_CHANNEL_NAME);
      // Closed is closed: no more sales, and the database refuses any change.
      const after = await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.sales(shift.id), saleBody('GOLD', 1, gold, { method: 'CARD', reference: 'X1' }));
      expect(after.statusCode).toBe(409);
      await expect(ctx.database.db.execute(sql`update box_office_shifts set counted_cash_paise = 0 where id = ${shift.id}::uuid`)).rejects.toThrow();
      // The session report has the box office as a channel, split by payment method (voided sales out).
      const reportRes = await api(ctx.app, { method: 'GET', url: `/api/reports/session-wise/v1/event/${session.eventCode}/session/${session.sessionId}?vnuCode=${session.venueCode}`, token: tokens.organiser });
      expect(reportRes.statusCode, reportRes.body).toBe(200);
      const boxOffice = (reportRes.json().data.bookingSummary.byChannel as { channel: string; tickets: number; paymentMethods?: { method: string; tickets: number; amountPaise: number }[] }[]).find(
        (c) => c.channel === BOX_OFFICE_CHANNEL_NAME,
      );
      expect(boxOffice?.paymentMethods?.find((m) => m.method === 'COMP')?.tickets).toBe(1);
      expect(boxOffice?.paymentMethods?.find((m) => m.method === 'CARD')?.amountPaise).toBe(gold);
      expect(boxOffice?.paymentMethods?.find((m) => m.method === 'UPI')?.amountPaise).toBe(0);
      // The organiser sees the shift in its list.
      const list = await boCall(ctx.app, tokens.organiser, 'GET', `${BOX_OFFICE_PATHS.shifts}?sessionId=${session.sessionId}`);
      expect((list.json().data.shifts as ShiftReport[]).map((s) => s.id)).toContain(shift.id);
      // Reports list an event's shifts by its code (another code lists none of them) and open one shift's report.
      const byEvent = await boCall(ctx.app, tokens.organiser, 'GET', `${BOX_OFFICE_PATHS.shifts}?eventCode=${session.eventCode}`);
      expect((byEvent.json().data.shifts as ShiftReport[]).map((s) => s.id)).toContain(shift.id);
      const otherEvent = await boCall(ctx.app, tokens.organiser, 'GET', `${BOX_OFFICE_PATHS.shifts}?eventCode=ET09999999`);
      expect(otherEvent.json().data.shifts).toEqual([]);
      const opened = await boCall(ctx.app, tokens.organiser, 'GET', BOX_OFFICE_PATHS.shift(shift.id));
      expect(opened.statusCode, opened.body).toBe(200);
      expect((opened.json().data as ShiftReport).differencePaise).toBe(-50_00);
      expect((opened.json().data as ShiftReport).sales.filter((s) => s.voidedAt).map((s) => s.voidReason)).toHaveLength(2);
    });
  });

  it('door prices and door-only ticket types: the door sells them, channels do not; the comp limit holds', async () => {
    const door = await boCall(ctx.app, tokens.organiser, 'PUT', BOX_OFFICE_PATHS.door(session.sessionId), {
      compLimit: 1,
      ticketTypes: [{ code: 'SILVER', doorPricePaise: 1_200_00, doorOnly: true }],
    });
    expect(door.statusCode, door.body).toBe(200);
    // The console's Box office section reads the terms back from the organiser's own Sell context.
    const terms = await boCall(ctx.app, tokens.organiser, 'GET', BOX_OFFICE_PATHS.sell(session.sessionId));
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().data.compLimit).toBe(1);
    expect(terms.json().data.ticketTypes.find((t: { code: string }) => t.code === 'SILVER')).toMatchObject({ doorPricePaise: 1_200_00, doorOnly: true });
    // A bad door price is refused by its field's path (the console shows it under that type's field), nothing written.
    const bad = await boCall(ctx.app, tokens.organiser, 'PUT', BOX_OFFICE_PATHS.door(session.sessionId), { compLimit: 7, ticketTypes: [{ code: 'GOLD', doorPricePaise: 12.5, doorOnly: false }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields.map((f: { field: string }) => f.field)).toEqual(['ticketTypes.0.doorPricePaise']);
    const unchanged = await boCall(ctx.app, tokens.organiser, 'GET', BOX_OFFICE_PATHS.sell(session.sessionId));
    expect(unchanged.json().data.compLimit).toBe(1);
    const channel = await pushBooking(ctx.app, bookingFor(session, 'DOOR-ONLY-1', 1, 'SILVER'));
    expect(channel.statusCode).toBe(400);
    const shift = await openShift(ctx.app, tokens.seller2, session.sessionId, 0);
    const wrong = await boCall(ctx.app, tokens.seller2, 'POST', BOX_OFFICE_PATHS.sales(shift.id), saleBody('SILVER', 1, 999_00, { method: 'CASH', tenderedPaise: 2_000_00 }));
    expect(wrong.statusCode).toBe(400);
    const right = await sell(ctx.app, tokens.seller2, shift.id, saleBody('SILVER', 1, 1_200_00, { method: 'CASH', tenderedPaise: 2_000_00 }));
    expect(right.sale.changePaise).toBe(800_00);
    // The limit is 1 and one comp was given (and not voided) earlier.
    const comp = await boCall(ctx.app, tokens.seller2, 'POST', BOX_OFFICE_PATHS.sales(shift.id), saleBody('GOLD', 1, 0, { method: 'COMP', reason: 'Press pass' }));
    expect(comp.statusCode).toBe(409);
    expect(comp.json().errors.code).toBe('ERR.BOX_OFFICE.COMP_LIMIT');
    await boCall(ctx.app, tokens.seller2, 'POST', BOX_OFFICE_PATHS.close(shift.id), { countedCashPaise: 1_200_00 });
  });

  it('refuses scan-only staff on every sell route and gate staff on the console routes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const sellerRoutes: [string, 'GET' | 'POST', string, unknown?][] = [
      ['sell', 'GET', BOX_OFFICE_PATHS.sell(session.sessionId)],
      ['open', 'POST', BOX_OFFICE_PATHS.shifts, { sessionId: session.sessionId, openingFloatPaise: 0 }],
      ['shift', 'GET', BOX_OFFICE_PATHS.shift(id)],
      ['close', 'POST', BOX_OFFICE_PATHS.close(id), { countedCashPaise: 0 }],
      ['sale', 'POST', BOX_OFFICE_PATHS.sales(id), saleBody('GOLD', 1, gold, { method: 'UPI' })],
      ['void', 'POST', BOX_OFFICE_PATHS.void(id), { reason: 'OTHER' }],
      ['receipt', 'GET', BOX_OFFICE_PATHS.receipt(id)],
    ];
    for (const [name, method, path, body] of sellerRoutes) {
      expect((await boCall(ctx.app, tokens.scanOnly, method, path, body)).statusCode, name).toBe(403);
      expect((await api(ctx.app, { method, url: `/api${path}`, ...(body ? { payload: body as object } : {}) })).statusCode, name).toBe(401);
    }
    const consoleRoutes: [string, 'GET' | 'PUT', string, unknown?][] = [
      ['settings', 'GET', BOX_OFFICE_PATHS.settings],
      ['settings put', 'PUT', BOX_OFFICE_PATHS.settings, { upiId: 'x@ybl', payeeName: 'X Y' }],
      ['door', 'PUT', BOX_OFFICE_PATHS.door(session.sessionId), { compLimit: 5 }],
      ['shifts', 'GET', BOX_OFFICE_PATHS.shifts],
    ];
    for (const [name, method, path, body] of consoleRoutes) {
      expect((await boCall(ctx.app, tokens.gate, method, path, body)).statusCode, name).toBe(403);
    }
    const badUpi = await boCall(ctx.app, tokens.organiser, 'PUT', BOX_OFFICE_PATHS.settings, { upiId: 'not a upi', payeeName: 'X' });
    expect(badUpi.statusCode).toBe(400);
    expect((await sellContext(ctx.app, tokens.gate, session.sessionId)).upi).toEqual(DEMO_UPI);
  });

  it("refuses another organiser's session, shift and sale as unknown ones (404)", async () => {
    const shift = await openShift(ctx.app, tokens.gate, session.sessionId, 0);
    const sale = await sell(ctx.app, tokens.gate, shift.id, saleBody('GOLD', 1, gold, { method: 'CARD', reference: 'T-1' }));
    const other = tokens.otherOrganiser;
    const routes: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['sell', 'GET', BOX_OFFICE_PATHS.sell(session.sessionId)],
      ['open', 'POST', BOX_OFFICE_PATHS.shifts, { sessionId: session.sessionId, openingFloatPaise: 0 }],
      ['shift', 'GET', BOX_OFFICE_PATHS.shift(shift.id)],
      ['close', 'POST', BOX_OFFICE_PATHS.close(shift.id), { countedCashPaise: 0 }],
      ['sale', 'POST', BOX_OFFICE_PATHS.sales(shift.id), saleBody('GOLD', 1, gold, { method: 'CARD', reference: 'T-2' })],
      ['void', 'POST', BOX_OFFICE_PATHS.void(sale.sale.id), { reason: 'OTHER' }],
      ['receipt', 'GET', BOX_OFFICE_PATHS.receipt(sale.sale.id)],
      ['door', 'PUT', BOX_OFFICE_PATHS.door(session.sessionId), { compLimit: 5 }],
    ];
    for (const [name, method, path, body] of routes) {
      expect((await boCall(ctx.app, other, method, path, body)).statusCode, name).toBe(404);
    }
    // Another seller of the same organiser does not reach this seller's shift or sale either.
    expect((await boCall(ctx.app, tokens.seller2, 'GET', BOX_OFFICE_PATHS.shift(shift.id))).statusCode).toBe(404);
    expect((await boCall(ctx.app, tokens.seller2, 'POST', BOX_OFFICE_PATHS.void(sale.sale.id), { reason: 'OTHER' })).statusCode).toBe(404);
    const list = await boCall(ctx.app, other, 'GET', BOX_OFFICE_PATHS.shifts);
    expect(list.json().data.shifts).toEqual([]);
    await boCall(ctx.app, tokens.gate, 'POST', BOX_OFFICE_PATHS.close(shift.id), { countedCashPaise: 0 });
  });
});
