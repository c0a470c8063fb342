import { DASHBOARD_NEXT_SHOWS, dashboardSchema, istDayStart, istWeekStart, REPORT_LIVE_WINDOW_MS, reportEventsSchema } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { rowsOf } from '../src/services/ids';
import { describeEngines, useTestApp } from './helpers';
import { buildFixture, get, type Fixture } from './report-helpers';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const H = 3_600_000;

describeEngines('report overview (events list and dashboard) on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await ctx.database.db.execute(query));

  beforeAll(async () => {
    f = await buildFixture(ctx);
  });

  it('lists the organiser\'s published events with tickets sold, inventory and gross from the rows', async () => {
    const res = await get(ctx.app, '/api/reports/v1/events', f.tokens.organiser);
    expect(res.statusCode).toBe(200);
    const { events } = reportEventsSchema.parse(res.json().data);
    const mine = events.find((e) => e.eventCode === f.eventCode);
    const [expected] = await q(sql`
      select (select count(*) from tickets t join bookings b on b.id = t.booking_id where b.event_id = ${f.eventId}::uuid and b.status = 'CONFIRMED') as sold,
        (select sum(tt.inventory) from ticket_types tt join event_sessions s on s.id = tt.session_id where s.event_id = ${f.eventId}::uuid) as inventory,
        (select sum(t.price_paise + t.fee_paise + t.tax_paise - t.discount_paise) from tickets t join bookings b on b.id = t.booking_id where b.event_id = ${f.eventId}::uuid and b.status = 'CONFIRMED') as gross`);
    expect(mine).toMatchObject({ title: f.title, sessionsCount: 3, sold: num(expected!.sold), inventory: num(expected!.inventory), grossPaise: num(expected!.gross) });
    const [others] = await q(sql`select count(*) as n from events e join organisers o on o.id = e.organiser_id where o.code <> 'ORG-MLE' and e.event_code in (${sql.join(events.map((e) => sql`${e.eventCode}`), sql`, `)})`);
    expect(num(others!.n)).toBe(0);
  });

  it('gives the dashboard: today and this week against an independent sum, next shows, recent bookings, the gate', async () => {
    const res = await get(ctx.app, '/api/reports/v1/dashboard', f.tokens.organiser);
    expect(res.statusCode).toBe(200);
    const d = dashboardSchema.parse(res.json().data);
    const now = ctx.clock.now();
    const sums = async (from: Date) => {
      const [r] = await q(sql`
        select count(distinct b.id) as bookings, count(t.id) as tickets, coalesce(sum(t.price_paise + t.fee_paise + t.tax_paise - t.discount_paise), 0) as gross,
          coalesce(sum(t.discount_paise), 0) as discounts
        from bookings b join tickets t on t.booking_id = b.id join events e on e.id = b.event_id join organisers o on o.id = e.organiser_id
        where o.code = 'ORG-MLE' and b.status = 'CONFIRMED' and b.sold_at >= ${from.toISOString()}::timestamptz and b.sold_at <= ${now.toISOString()}::timestamptz`);
      return { bookings: num(r!.bookings), tickets: num(r!.tickets), grossPaise: num(r!.gross), discountsPaise: num(r!.discounts) };
    };
    expect(d.today).toEqual(await sums(istDayStart(now)));
    expect(d.week).toEqual(await sums(istWeekStart(now)));
    // The week holds offer redemptions (the fixture's discounted bookings), so the discount is told apart from zero.
    expect(d.week.discountsPaise).toBeGreaterThan(0);
    expect(d.byDay).toHaveLength(30);
    expect(d.byDay.at(-1)!.tickets).toBe(d.today.tickets);
    // Next shows: the organiser's soonest active shows still to come, the first DASHBOARD_NEXT_SHOWS of more.
    const upcoming = await q(sql`
      select s.id::text as id, e.event_code, s.show_time,
        (select count(*) from tickets t where t.session_id = s.id and t.state <> 'cancelled') as sold,
        (select coalesce(sum(tt.inventory), 0) from ticket_types tt where tt.session_id = s.id) as inventory
      from event_sessions s join events e on e.id = s.event_id join organisers o on o.id = e.organiser_id
      where o.code = 'ORG-MLE' and e.event_code is not null and s.active and s.show_time > ${now.toISOString()}::timestamptz
      order by s.show_time, s.id`);
    expect(upcoming.length).toBeGreaterThan(DASHBOARD_NEXT_SHOWS);
    expect(d.nextShows).toHaveLength(DASHBOARD_NEXT_SHOWS);
    expect(d.nextShows.map((s) => ({ id: s.sessionId, eventCode: s.eventCode, showTime: s.showTime, sold: s.sold, inventory: s.inventory }))).toEqual(
      upcoming.slice(0, DASHBOARD_NEXT_SHOWS).map((r) => ({ id: r.id, eventCode: r.event_code, showTime: new Date(r.show_time as string).toISOString(), sold: num(r.sold), inventory: num(r.inventory) })),
    );
    expect(d.recentBookings.length).toBeGreaterThan(0);
    const soldTimes = d.recentBookings.map((b) => b.soldAt);
    expect([...soldTimes].sort().reverse()).toEqual(soldTimes);
    const [latest] = await q(sql`
      select b.booking_id from bookings b join events e on e.id = b.event_id join organisers o on o.id = e.organiser_id
      where o.code = 'ORG-MLE' and b.sold_at <= ${now.toISOString()}::timestamptz order by b.sold_at desc, b.booking_id limit 1`);
    expect(d.recentBookings[0]!.bookingId).toBe(latest!.booking_id);
  });

  it('gives the dashboard the shows in progress (begun within 12 hours) with their gate figures, from the rows', async () => {
    // An hour into the fixture's show at Prithvi (the clock put back, then forward again).
    const saved = ctx.clock.current;
    ctx.clock.current = new Date(f.sessions.over.showTime.getTime() + H);
    try {
      const res = await get(ctx.app, '/api/reports/v1/dashboard', f.tokens.organiser);
      expect(res.statusCode).toBe(200);
      const d = dashboardSchema.parse(res.json().data);
      const now = ctx.clock.now();
      const live = await q(sql`
        select s.id::text as id, e.event_code,
          count(t.id) filter (where t.state <> 'cancelled') as sold,
          count(t.id) filter (where t.state <> 'cancelled' and t.first_entered_at is not null) as admitted,
          count(t.id) filter (where t.state = 'entered') as inside
        from event_sessions s join events e on e.id = s.event_id join organisers o on o.id = e.organiser_id left join tickets t on t.session_id = s.id
        where o.code = 'ORG-MLE' and e.event_code is not null and s.active and s.show_time <= ${now.toISOString()}::timestamptz
          and s.show_time > ${new Date(now.getTime() - REPORT_LIVE_WINDOW_MS).toISOString()}::timestamptz
        group by s.id, e.event_code order by s.show_time desc, s.id`);
      // Two: the fixture's show at Prithvi and the demo's show today (seeded two hours after this file's start).
      expect(live.map((r) => r.event_code).sort()).toEqual([f.eventCode, SCAN_DEMO_EVENTS.main].sort());
      expect(d.inProgress).toHaveLength(2);
      expect(d.inProgress.map((s) => ({ id: s.sessionId, eventCode: s.eventCode, sold: s.sold, admitted: s.admitted, inside: s.insideNow }))).toEqual(
        live.map((r) => ({ id: r.id, eventCode: r.event_code, sold: num(r.sold), admitted: num(r.admitted), inside: num(r.inside) })),
      );
      // The fixture's figures by hand: 6 tickets left after the cancellation, 3 admitted, one of them gone out again.
      expect(d.inProgress.find((s) => s.sessionId === f.sessions.over.id)).toMatchObject({ title: f.title, sold: 6, admitted: 3, insideNow: 2 });
    } finally {
      ctx.clock.current = saved;
    }
  });

  it('shows another organiser only its own events, and the reports-only user its organiser\'s', async () => {
    const other = reportEventsSchema.parse((await get(ctx.app, '/api/reports/v1/events', f.tokens.organiser2)).json().data);
    expect(other.events.map((e) => e.eventCode)).not.toContain(f.eventCode);
    const otherDash = dashboardSchema.parse((await get(ctx.app, '/api/reports/v1/dashboard', f.tokens.organiser2)).json().data);
    expect(otherDash.recentBookings.map((b) => b.eventCode)).not.toContain(f.eventCode);
    const reportsOnly = reportEventsSchema.parse((await get(ctx.app, '/api/reports/v1/events', f.tokens.reportUser)).json().data);
    expect(reportsOnly.events.map((e) => e.eventCode)).toContain(f.eventCode);
  });

  it.each(['gate', 'reviewer', 'offersUser'] as const)('refuses the %s user and a caller without a token', async (who) => {
    for (const path of ['/api/reports/v1/events', '/api/reports/v1/dashboard']) {
      expect((await get(ctx.app, path, f.tokens[who])).statusCode).toBe(403);
      expect((await get(ctx.app, path)).statusCode).toBe(401);
    }
  });
});
