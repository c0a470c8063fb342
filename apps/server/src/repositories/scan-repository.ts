import { SCAN_SESSION_GRACE_MS, type ScanEvents, type ScanSessions, type ScanTicket, type SessionCounts, type TicketScanState } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isoOf, isUuid, rowsOf } from '../services/ids';
import { containsPattern } from '../db/like';

/** A show that started up to 12 hours ago is still current at the gate (offline uploads use the same grace). */
export const SCAN_WINDOW_BEFORE_MS = SCAN_SESSION_GRACE_MS;
/** Published events whose gates can be scanned. */
const SCANNABLE = sql`('active', 'inactive', 'unlisted')`;

/** What every scan call needs to know about the event (and session) it names. */
export interface ScanScope {
  eventId: string;
  eventCode: string;
  title: string;
  organiserId: string;
  tcsFlag: string;
  hasMerchantDetails: boolean;
  session?: { id: string; venueCode: string; showTime: Date; active: boolean };
}

interface ScopeRow {
  event_id: string;
  event_code: string;
  title: string;
  organiser_id: string;
  tcs_flag: string;
  has_merchant: boolean;
  session_id?: string;
  venue_code?: string;
  show_time?: Date | string;
  active?: boolean;
}

const toScope = (r: ScopeRow): ScanScope => ({
  eventId: r.event_id,
  eventCode: r.event_code,
  title: r.title,
  organiserId: r.organiser_id,
  tcsFlag: r.tcs_flag,
  hasMerchantDetails: r.has_merchant,
  ...(r.session_id
    ? { session: { id: r.session_id, venueCode: r.venue_code ?? '', showTime: new Date(r.show_time ?? 0), active: !!r.active } }
    : {}),
});

export class ScanRepository {
  constructor(private readonly db: Db) {}

  async eventScope(eventCode: string): Promise<ScanScope | null> {
    const rows = rowsOf<ScopeRow>(
      await this.db.execute(sql`
        select e.id as event_id, e.event_code, e.title, e.organiser_id, o.tcs_flag, (o.merchant_details is not null) as has_merchant
        from events e join organisers o on o.id = e.organiser_id
        where e.event_code = ${eventCode} and e.status in ${SCANNABLE}`),
    );
    return rows[0] ? toScope(rows[0]) : null;
  }

  async sessionScope(sessionId: string): Promise<ScanScope | null> {
    if (!isUuid(sessionId)) return null;
    const rows = rowsOf<ScopeRow>(
      await this.db.execute(sql`
        select e.id as event_id, e.event_code, e.title, e.organiser_id, o.tcs_flag, (o.merchant_details is not null) as has_merchant,
          s.id as session_id, s.venue_code, s.show_time, s.active
        from event_sessions s join events e on e.id = s.event_id join organisers o on o.id = e.organiser_id
        where s.id = ${sessionId} and e.status in ${SCANNABLE}`),
    );
    return rows[0] ? toScope(rows[0]) : null;
  }

  /** The organiser's scannable events with sessions, by next (or current) show, then title. */
  async events(organiserId: string, q: { q?: string | undefined; title?: string | undefined; start: number; limit: number }, now: Date): Promise<ScanEvents> {
    const from = new Date(now.getTime() - SCAN_WINDOW_BEFORE_MS).toISOString();
    const search = q.q ? sql`and (e.title ilike ${containsPattern(q.q)} or e.event_code ilike ${containsPattern(q.q)})` : sql``;
    const title = q.title ? sql`and e.title ilike ${containsPattern(q.title)}` : sql``;
    const rows = rowsOf<{ event_code: string; title: string; city: string | null; next_show: Date | string | null; sessions: number; total: number }>(
      await this.db.execute(sql`
        select e.event_code, e.title, e.city, nxt.next_show, nxt.sessions, (count(*) over ())::int as total
        from events e
        join lateral (
          select min(s.show_time) filter (where s.active and s.show_time >= ${from}::timestamptz) as next_show,
            (count(*) filter (where s.active and s.show_time >= ${from}::timestamptz))::int as sessions,
            count(*) as all_sessions
          from event_sessions s where s.event_id = e.id
        ) nxt on nxt.all_sessions > 0
        where e.organiser_id = ${organiserId} and e.status in ${SCANNABLE} and e.event_code is not null ${search} ${title}
        order by nxt.next_show asc nulls last, e.title, e.id
        limit ${q.limit} offset ${q.start}`),
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && q.start > 0) {
      const all = await this.events(organiserId, { ...q, start: 0, limit: 1 }, now);
      total = all.total;
    }
    return {
      results: rows.map((r) => ({
        eventCode: r.event_code,
        title: r.title,
        city: r.city,
        nextShowTime: r.next_show ? isoOf(r.next_show) : null,
        sessionsCount: Number(r.sessions),
      })),
      total: Number(total),
    };
  }

  /** The event's current and coming sessions by venue, with live counts. */
  async sessions(scope: ScanScope, now: Date): Promise<ScanSessions> {
    const from = new Date(now.getTime() - SCAN_WINDOW_BEFORE_MS).toISOString();
    const rows = rowsOf<{ id: string; venue_code: string; venue_name: string; show_time: Date | string; active: boolean; cancelled: boolean }>(
      await this.db.execute(sql`
        select id, venue_code, venue_name, show_time, active, (cancelled_at is not null) as cancelled from event_sessions
        where event_id = ${scope.eventId} and show_time >= ${from}::timestamptz order by show_time, id`),
    );
    const counts = await this.countsFor(rows.map((r) => r.id));
    const venues = new Map<string, ScanSessions['venues'][number]>();
    for (const r of rows) {
      const venue = venues.get(r.venue_code) ?? { venueCode: r.venue_code, venueName: r.venue_name, sessions: [] };
      venue.sessions.push({ sessionId: r.id, showTime: isoOf(r.show_time), active: r.active, cancelled: !!r.cancelled, counts: counts.get(r.id) ?? zero() });
      venues.set(r.venue_code, venue);
    }
    return { eventCode: scope.eventCode, title: scope.title, venues: [...venues.values()] };
  }

  /**
   * Admitted at least once, inside now, and sold (not cancelled), per session. Counted by one backend: for a session
   * that is most of the table PostgreSQL would otherwise start parallel workers, and a count that runs every second
   * while a gate scans (the scan service's cache) then costs several times its CPU and forks two processes each time,
   * which a busy gate's other calls wait behind.
   */
  async countsFor(sessionIds: string[]): Promise<Map<string, SessionCounts>> {
    const out = new Map<string, SessionCounts>();
    if (sessionIds.length === 0) return out;
    const rows = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return rowsOf<{ session_id: string; admitted: number; inside: number; total: number }>(
        await tx.execute(sql`
          select session_id, (count(*) filter (where first_entered_at is not null))::int as admitted,
            (count(*) filter (where state = 'entered'))::int as inside, (count(*) filter (where state <> 'cancelled'))::int as total
          from tickets where session_id in (${sql.join(sessionIds.map((id) => sql`${id}`), sql`, `)}) group by session_id`),
      );
    });
    for (const r of rows) out.set(r.session_id, { admitted: Number(r.admitted), inside: Number(r.inside), total: Number(r.total) });
    return out;
  }

  /** Every ticket of the booking with this id, or of the booking holding this barcode. */
  async bookingTickets(
    by: { bookingId: string } | { barcode: string },
  ): Promise<{ sessionId: string; eventId: string; showCancelled: boolean; tickets: ScanTicket[] } | null> {
    const match =
      'bookingId' in by
        ? sql`b.booking_id = ${by.bookingId}`
        : sql`b.id = (select booking_id from tickets where barcode = ${by.barcode})`;
    const rows = rowsOf<{
      barcode: string;
      booking_id: string;
      session_id: string;
      event_id: string;
      ticket_type: string;
      position: number;
      size: number;
      state: TicketScanState;
      last_scan_at: Date | string | null;
      show_cancelled: boolean;
    }>(
      await this.db.execute(sql`
        select t.barcode, b.booking_id, b.session_id, b.event_id, tt.name as ticket_type, t.position, b.ticket_count as size, t.state, t.last_scan_at,
          (es.cancelled_at is not null) as show_cancelled
        from bookings b join tickets t on t.booking_id = b.id join ticket_types tt on tt.id = t.ticket_type_id
        join event_sessions es on es.id = b.session_id
        where ${match} order by t.position`),
    );
    const first = rows[0];
    if (!first) return null;
    return {
      sessionId: first.session_id,
      eventId: first.event_id,
      showCancelled: !!first.show_cancelled,
      tickets: rows.map((r) => ({
        barcode: r.barcode,
        bookingId: r.booking_id,
        ticketType: r.ticket_type,
        position: Number(r.position),
        bookingSize: Number(r.size),
        state: r.state,
        lastScanAt: r.last_scan_at ? isoOf(r.last_scan_at) : null,
      })),
    };
  }
}

export const zero = (): SessionCounts => ({ admitted: 0, inside: 0, total: 0 });
