import { BOX_OFFICE_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, sessionReportSchema } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { rowsOf } from '../src/services/ids';
import { boCall, openShift, saleBody, sell } from './box-office-helpers';
import { describeEngines, login, useTestApp } from './helpers';
import { buildFixture, get, type Fixture } from './report-helpers';
import { onSaleSession } from './scan-helpers';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const norm = (rows: Row[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && k === 'k' ? v : num(v)])));

/**
 * The session report's sums (migration 0027_report_session_sums): kept by triggers in the transaction of every sale,
 * cancellation, scan, void and sale-time change, each equal to a recount from the rows; a rolled back write leaves
 * them as they were.
 */
describeEngines('session report sums on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await ctx.database.db.execute(query));

  // Each table and its recount, keyed by one text column `k`, zero rows left out on both sides.
  const hours = {
    stored: sql`
      select session_id || '/' || channel_id || '/' || to_char(ist_hour, 'YYYY-MM-DD HH24') as k, bookings, tickets, cancelled, gross_paise as gross, discounts_paise as discounts
      from report_session_hour_sums where bookings <> 0 or tickets <> 0 or cancelled <> 0 or gross_paise <> 0 or discounts_paise <> 0 order by 1`,
    recount: sql`
      select b.session_id || '/' || b.channel_id || '/' || to_char(b.sold_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24') as k,
        count(distinct b.id) filter (where t.state <> 'cancelled') as bookings, count(*) filter (where t.state <> 'cancelled') as tickets,
        count(*) filter (where t.state = 'cancelled') as cancelled,
        coalesce(sum(t.price_paise + t.fee_paise + t.tax_paise - t.discount_paise) filter (where t.state <> 'cancelled'), 0) as gross,
        coalesce(sum(t.discount_paise) filter (where t.state <> 'cancelled'), 0) as discounts
      from bookings b join tickets t on t.booking_id = b.id group by 1 order by 1`,
  };
  const groups = {
    stored: sql`
      select session_id || '/' || channel_id || '/' || unit_price_paise || '/' || funder as k, sold, discounts_paise as discounts
      from report_channel_money_groups where sold <> 0 or discounts_paise <> 0 order by 1`,
    recount: sql`
      select b.session_id || '/' || b.channel_id || '/' || t.price_paise || '/' || coalesce(t.discount_funded_by, '') as k, count(*) as sold,
        sum(t.discount_paise) as discounts
      from bookings b join tickets t on t.booking_id = b.id where t.state <> 'cancelled' group by 1 order by 1`,
  };
  const gate = {
    stored: sql`select ticket_type_id::text as k, inside, exited from report_gate_sums where inside <> 0 or exited <> 0 order by 1`,
    recount: sql`
      select ticket_type_id::text as k, count(*) filter (where state = 'entered') as inside, count(*) filter (where state = 'exited') as exited
      from tickets where state in ('entered', 'exited') group by 1 order by 1`,
  };
  const boxOffice = {
    stored: sql`select session_id || '/' || method as k, sales, tickets, amount_paise as amount from report_box_office_sums where sales <> 0 order by 1`,
    recount: sql`
      select session_id || '/' || method as k, count(*) as sales, sum(tickets) as tickets, sum(amount_paise) as amount
      from box_office_sales where voided_at is null group by 1 order by 1`,
  };
  const tables = { hours, groups, gate, boxOffice };
  const stored = async () => Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, t]) => [name, norm(await q(t.stored))] as const)));
  const expectExact = async () => {
    for (const [name, t] of Object.entries(tables)) expect({ [name]: norm(await q(t.stored)) }).toEqual({ [name]: norm(await q(t.recount)) });
  };

  let voidable = '';
  beforeAll(async () => {
    // Channel bookings over several hours and days, offers, cancellations and gate scans (entries, an exit).
    f = await buildFixture(ctx);
    // Door sales: cash and UPI, one voided.
    const session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const seller = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    const shift = await openShift(ctx.app, seller, session.sessionId);
    const gold = session.ticketTypes.find((t) => t.code === 'GOLD')!.pricePaise;
    const cash = await sell(ctx.app, seller, shift.id, saleBody('GOLD', 2, gold, { method: 'CASH', tenderedPaise: 10_000_00 }));
    await sell(ctx.app, seller, shift.id, saleBody('GOLD', 1, gold, { method: 'UPI', reference: '412345678901' }));
    voidable = (await sell(ctx.app, seller, shift.id, saleBody('GOLD', 3, gold, { method: 'UPI', reference: '412345678902' }))).sale.id;
    // A door sale admitted at once (its ticket inside).
    await sell(ctx.app, seller, shift.id, saleBody('GOLD', 1, gold, { method: 'CARD', reference: 'POS-7781' }, { admit: true, buyer: { mobile: '9876512345', email: 'door.buyer@example.in' } }));
    const res = await boCall(ctx.app, seller, 'POST', BOX_OFFICE_PATHS.void(cash.sale.id), { reason: 'BUYER_CHANGED_MIND' });
    if (res.statusCode !== 200) throw new Error(`void: ${res.statusCode} ${res.body}`);
  });

  it('every sum equals a recount from the rows after bookings, cancellations, scans and voids', async () => {
    const now = await stored();
    expect(now.hours!.length).toBeGreaterThan(8);
    expect(now.hours!.some((r) => (r.cancelled as number) > 0)).toBe(true);
    expect(now.hours!.some((r) => (r.discounts as number) > 0)).toBe(true);
    expect(now.groups!.some((r) => (r.discounts as number) > 0)).toBe(true);
    expect(now.gate!.some((r) => (r.exited as number) > 0)).toBe(true);
    expect(now.boxOffice!.map((r) => String(r.k).split('/')[1])).toEqual(['CARD', 'UPI']);
    await expectExact();
  });

  it('a rolled back write leaves every sum as it was; a committed one moves them, still exact', async () => {
    const before = await stored();
    const m1 = f.bookings.m1!.bookingId;
    const writes = [
      sql`update tickets set state = 'cancelled' where booking_id = (select id from bookings where booking_id = ${m1})`,
      sql`update tickets set state = 'exited' where state = 'entered'`,
      sql`update bookings set sold_at = sold_at - interval '3 days' where booking_id = ${f.bookings.m2!.bookingId}`,
      sql`update box_office_sales set voided_at = now() where id = ${voidable}::uuid`,
    ];
    let inside: Awaited<ReturnType<typeof stored>> = {};
    await expect(
      ctx.database.db.transaction(async (tx) => {
        for (const w of writes) await tx.execute(w);
        const read = async (t: ReturnType<typeof sql>) => norm(rowsOf<Row>(await tx.execute(t)));
        inside = { hours: await read(hours.stored), groups: await read(groups.stored), gate: await read(gate.stored), boxOffice: await read(boxOffice.stored) };
        for (const t of Object.values(tables)) expect(await read(t.stored)).toEqual(await read(t.recount));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    for (const name of Object.keys(tables)) expect(inside[name]).not.toEqual(before[name]);
    expect(await stored()).toEqual(before);
    // The same writes committed: the sums follow.
    for (const w of writes) await q(w);
    await expectExact();
    expect(await stored()).not.toEqual(before);
  });

  it('the session report reads them: its channels, days, hours, gate and door sales equal the recount', async () => {
    const res = await get(ctx.app, `/api/reports/session-wise/v1/event/${f.eventCode}/session/${f.sessions.over.id}`, f.tokens.organiser);
    expect(res.statusCode).toBe(200);
    const report = sessionReportSchema.parse(res.json().data);
    const [byRows] = await q(sql`
      select count(distinct b.id) filter (where t.state <> 'cancelled') as bookings, count(*) filter (where t.state <> 'cancelled') as tickets,
        count(*) filter (where t.state = 'cancelled') as cancelled, count(*) filter (where t.state = 'entered') as inside,
        count(*) filter (where t.state = 'exited') as exited
      from bookings b join tickets t on t.booking_id = b.id where b.session_id = ${f.sessions.over.id}::uuid`);
    const channels = report.bookingSummary.byChannel;
    expect(channels.reduce((s, c) => s + c.bookings, 0)).toBe(num(byRows!.bookings));
    expect(channels.reduce((s, c) => s + c.tickets, 0)).toBe(num(byRows!.tickets));
    expect(channels.reduce((s, c) => s + c.cancelled, 0)).toBe(num(byRows!.cancelled));
    expect(report.bookingSummary.byDay.reduce((s, d) => s + d.tickets, 0)).toBe(num(byRows!.tickets));
    expect(report.gate.insideNow).toBe(num(byRows!.inside));
    expect(report.gate.exited).toBe(num(byRows!.exited));
    expect(report.gate.exited).toBeGreaterThan(0);
  });
});
