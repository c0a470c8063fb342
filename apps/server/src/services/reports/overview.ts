import {
  DASHBOARD_DAYS, DASHBOARD_NEXT_SHOWS, DASHBOARD_RECENT_BOOKINGS, formatCalendarDate, IST_OFFSET_MINUTES, istDayStart, istWeekStart,
  REPORT_LIVE_WINDOW_MS, toIstParts, type Dashboard, type ReportEvents, type SalesPeriod,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';
import type { ReportViewer } from './access';

/**
 * The organiser's overview: its published events with sales so far (the Reports list and the event cards), and the
 * home dashboard. Every figure is read from bookings and tickets at the time of the call, like the reports.
 */

type Row = Record<string, unknown>;
const n = (v: unknown): number => Number(v ?? 0);
const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const DAY_MS = 86_400_000;

export async function reportEvents(db: Db, viewer: ReportViewer, now: Date): Promise<ReportEvents> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select e.event_code, e.title, e.status,
        (select count(*) from event_sessions s where s.event_id = e.id and s.cancelled_at is null) as sessions_count,
        coalesce(
          (select min(s.show_time) from event_sessions s where s.event_id = e.id and s.show_time > ${now.toISOString()}::timestamptz),
          (select max(s.show_time) from event_sessions s where s.event_id = e.id)) as next_show,
        (select coalesce(sum(tt.sold), 0) from ticket_types tt join event_sessions s on s.id = tt.session_id where s.event_id = e.id) as sold,
        (select coalesce(sum(tt.inventory), 0) from ticket_types tt join event_sessions s on s.id = tt.session_id where s.event_id = e.id and s.cancelled_at is null) as inventory,
        (select coalesce(sum(b.total_paise), 0) from bookings b where b.event_id = e.id and b.status = 'CONFIRMED') as gross
      from events e
      where e.organiser_id = ${viewer.organiserId}::uuid and e.event_code is not null
      order by next_show desc nulls last, e.event_code`),
  );
  // Events with a show still to come first, the soonest first; then the others, the latest show first.
  const at = (r: Row) => (r.next_show ? new Date(r.next_show as string | Date).getTime() : 0);
  const upcoming = (r: Row) => at(r) > now.getTime();
  rows.sort((a, b) => Number(upcoming(b)) - Number(upcoming(a)) || (upcoming(a) ? at(a) - at(b) : at(b) - at(a)));
  return {
    events: rows.map((r) => ({
      eventCode: String(r.event_code),
      title: String(r.title),
      status: String(r.status),
      sessionsCount: n(r.sessions_count),
      nextShowTime: r.next_show ? iso(r.next_show) : null,
      sold: n(r.sold),
      inventory: n(r.inventory),
      grossPaise: n(r.gross),
    })),
  };
}

const period = (r: Row | undefined, prefix: string): SalesPeriod => ({
  bookings: n(r?.[`${prefix}_bookings`]),
  tickets: n(r?.[`${prefix}_tickets`]),
  grossPaise: n(r?.[`${prefix}_gross`]),
  discountsPaise: n(r?.[`${prefix}_discounts`]),
});

export async function dashboard(db: Db, viewer: ReportViewer, now: Date): Promise<Dashboard> {
  const org = sql`${viewer.organiserId}::uuid`;
  const today = istDayStart(now).toISOString();
  const week = istWeekStart(now).toISOString();
  const firstDay = new Date(istDayStart(now).getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  const nowIso = now.toISOString();
  // Sales counted when they were made (sold_at) and still confirmed.
  const [sums] = rowsOf<Row>(
    await db.execute(sql`
      select count(*) filter (where b.sold_at >= ${today}::timestamptz) as today_bookings,
        coalesce(sum(b.ticket_count) filter (where b.sold_at >= ${today}::timestamptz), 0) as today_tickets,
        coalesce(sum(b.total_paise) filter (where b.sold_at >= ${today}::timestamptz), 0) as today_gross,
        coalesce(sum(b.discount_paise) filter (where b.sold_at >= ${today}::timestamptz), 0) as today_discounts,
        count(*) as week_bookings, coalesce(sum(b.ticket_count), 0) as week_tickets, coalesce(sum(b.total_paise), 0) as week_gross,
        coalesce(sum(b.discount_paise), 0) as week_discounts
      from bookings b join events e on e.id = b.event_id
      where e.organiser_id = ${org} and b.status = 'CONFIRMED' and b.sold_at >= ${week}::timestamptz and b.sold_at <= ${nowIso}::timestamptz`),
  );
  const dayRows = rowsOf<Row>(
    await db.execute(sql`
      select to_char((b.sold_at at time zone 'UTC') + interval '${sql.raw(String(IST_OFFSET_MINUTES))} minutes', 'YYYY-MM-DD') as day,
        count(*) as bookings, coalesce(sum(b.ticket_count), 0) as tickets, coalesce(sum(b.total_paise), 0) as gross,
        coalesce(sum(b.discount_paise), 0) as discounts
      from bookings b join events e on e.id = b.event_id
      where e.organiser_id = ${org} and b.status = 'CONFIRMED' and b.sold_at >= ${firstDay.toISOString()}::timestamptz
      group by 1`),
  );
  const byDate = new Map(dayRows.map((r) => [String(r.day), r]));
  const byDay = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const p = toIstParts(new Date(firstDay.getTime() + i * DAY_MS))!;
    const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    const r = byDate.get(date);
    return { date, label: formatCalendarDate(p), bookings: n(r?.bookings), tickets: n(r?.tickets), grossPaise: n(r?.gross), discountsPaise: n(r?.discounts) };
  });
  const next = rowsOf<Row>(
    await db.execute(sql`
      select e.event_code, e.title, s.id, s.venue_code, s.venue_name, s.show_time,
        coalesce(sum(tt.sold), 0) as sold, coalesce(sum(tt.inventory), 0) as inventory
      from event_sessions s join events e on e.id = s.event_id left join ticket_types tt on tt.session_id = s.id
      where e.organiser_id = ${org} and e.event_code is not null and s.active and s.show_time > ${nowIso}::timestamptz
      group by e.event_code, e.title, s.id
      order by s.show_time, s.id limit ${DASHBOARD_NEXT_SHOWS}`),
  );
  const recent = rowsOf<Row>(
    await db.execute(sql`
      select b.booking_id, e.event_code, e.title, s.id as session_id, s.show_time, c.name as channel, b.ticket_count, b.total_paise, b.sold_at, b.status
      from bookings b join events e on e.id = b.event_id join event_sessions s on s.id = b.session_id join sales_channels c on c.id = b.channel_id
      where e.organiser_id = ${org} and b.sold_at <= ${nowIso}::timestamptz
      order by b.sold_at desc, b.booking_id limit ${DASHBOARD_RECENT_BOOKINGS}`),
  );
  const live = rowsOf<Row>(
    await db.execute(sql`
      select e.event_code, e.title, s.id, s.venue_name, s.show_time,
        (select count(*) from tickets t where t.session_id = s.id and t.state <> 'cancelled') as sold,
        (select count(*) from tickets t where t.session_id = s.id and t.state <> 'cancelled' and t.first_entered_at is not null) as admitted,
        (select count(*) from tickets t where t.session_id = s.id and t.state = 'entered') as inside
      from event_sessions s join events e on e.id = s.event_id
      where e.organiser_id = ${org} and e.event_code is not null and s.active and s.show_time <= ${nowIso}::timestamptz
        and s.show_time > ${new Date(now.getTime() - REPORT_LIVE_WINDOW_MS).toISOString()}::timestamptz
      order by s.show_time desc, s.id`),
  );
  return {
    generatedAt: nowIso,
    today: period(sums, 'today'),
    week: period(sums, 'week'),
    byDay,
    nextShows: next.map((r) => ({
      eventCode: String(r.event_code),
      title: String(r.title),
      sessionId: String(r.id),
      venueCode: String(r.venue_code),
      venueName: String(r.venue_name),
      showTime: iso(r.show_time),
      sold: n(r.sold),
      inventory: n(r.inventory),
    })),
    recentBookings: recent.map((r) => ({
      bookingId: String(r.booking_id),
      eventCode: String(r.event_code),
      title: String(r.title),
      sessionId: String(r.session_id),
      showTime: iso(r.show_time),
      channel: String(r.channel),
      tickets: n(r.ticket_count),
      totalPaise: n(r.total_paise),
      soldAt: iso(r.sold_at),
      status: r.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
    })),
    inProgress: live.map((r) => ({
      eventCode: String(r.event_code),
      title: String(r.title),
      sessionId: String(r.id),
      venueName: String(r.venue_name),
      showTime: iso(r.show_time),
      sold: n(r.sold),
      admitted: n(r.admitted),
      insideNow: n(r.inside),
    })),
  };
}
