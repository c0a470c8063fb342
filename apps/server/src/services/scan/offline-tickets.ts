import { createHmac } from 'node:crypto';
import {
  normaliseBarcode,
  OFFLINE_CONFLICTS_SHOWN,
  OFFLINE_CURSOR_OVERLAP_MS,
  OFFLINE_HASH_HEX_LENGTH,
  OFFLINE_TICKETS_PAGE,
  type OfflineConflict,
  type OfflineTicket,
  type TicketScanState,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoOf, rowsOf } from '../ids';

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
const EPOCH = '1970-01-01T00:00:00.000000Z';
/** A timestamptz as text with its microseconds (a JS Date would lose them, and the cursor would repeat or skip rows). */
const micros = (col: string) => sql.raw(`to_char((${col}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** A barcode's keyed hash under a session's key: HMAC-SHA-256 of the normalised barcode, first 128 bits as hex. */
export function offlineHash(key: Buffer, barcode: string): string {
  return createHmac('sha256', key).update(normaliseBarcode(barcode)).digest('hex').slice(0, OFFLINE_HASH_HEX_LENGTH);
}

export interface OfflinePage {
  tickets: OfflineTicket[];
  cursor: string | null;
  more: boolean;
}

interface TicketRow {
  id: string;
  barcode: string;
  session_id: string;
  state: TicketScanState;
  last_scan_at: Date | string | null;
  last_device: string | null;
  ticket_type: string;
  booking_id: string;
  changed: string;
}

/**
 * What a device keeps to admit offline: the tickets of the session (hash, type, booking, state, last scan) and the
 * hashes alone of the event's other sessions' tickets (so it can say 'not this session'), by a modified-since cursor
 * over (changed_at, id). The last page's cursor steps back OFFLINE_CURSOR_OVERLAP_MS, so a change whose transaction
 * committed after a later one's is sent again rather than missed (a device simply overwrites what it has).
 */
export class OfflineTickets {
  constructor(
    private readonly db: Db,
    /** The session's hash key (derived from the server's secret: never stored, never the same for two sessions). */
    private readonly keyFor: (sessionId: string) => Buffer,
  ) {}

  key(sessionId: string): Buffer {
    return this.keyFor(sessionId);
  }

  async page(scope: { eventId: string; sessionId: string }, cursor: string | undefined, limit = OFFLINE_TICKETS_PAGE): Promise<OfflinePage> {
    const [since, after] = (cursor ?? `${EPOCH}~${ZERO_UUID}`).split('~') as [string, string];
    const rows = rowsOf<TicketRow>(
      await this.db.execute(sql`
        select t.id, t.barcode, t.session_id, t.state, t.last_scan_at, t.last_device, tt.name as ticket_type, b.booking_id,
          ${micros('t.changed_at')} as changed
        from tickets t join bookings b on b.id = t.booking_id join ticket_types tt on tt.id = t.ticket_type_id
        where t.session_id in (select s.id from event_sessions s where s.event_id = ${scope.eventId})
          and (t.changed_at, t.id) > (${since}::timestamptz, ${after}::uuid)
        order by t.changed_at, t.id
        limit ${limit + 1}`),
    );
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const key = this.keyFor(scope.sessionId);
    const tickets = page.map((r): OfflineTicket => {
      const h = offlineHash(key, r.barcode);
      if (r.session_id !== scope.sessionId) return { h, o: true };
      return { h, t: r.ticket_type, b: r.booking_id, s: r.state, at: r.last_scan_at ? isoOf(r.last_scan_at) : null, d: r.last_device };
    });
    const last = page[page.length - 1];
    if (more && last) return { tickets, cursor: `${last.changed}~${last.id}`, more };
    // The last page: from a little before the newest change seen (or now), so late commits are not missed.
    const [back] = rowsOf<{ at: string }>(
      await this.db.execute(sql`select ${micros(`clock_timestamp() - interval '${OFFLINE_CURSOR_OVERLAP_MS} milliseconds'`)} as at`),
    );
    const candidates = [back?.at ?? EPOCH, last?.changed ?? since].sort();
    return { tickets, cursor: `${candidates[0]}~${ZERO_UUID}`, more: false };
  }

  conflicts(sessionId: string): Promise<{ count: number; items: OfflineConflict[] }> {
    return sessionConflicts(this.db, sessionId);
  }
}

/** A session's offline conflicts: how many, and the newest OFFLINE_CONFLICTS_SHOWN (devices and the session report). */
export async function sessionConflicts(db: Db, sessionId: string): Promise<{ count: number; items: OfflineConflict[] }> {
  const rows = rowsOf<{
    barcode: string;
    booking_id: string;
    ticket_type: string;
    admitted_device: string;
    admitted_gate: string | null;
    admitted_at: Date | string;
    later_device: string;
    later_gate: string | null;
    later_at: Date | string;
    total: number;
  }>(
    await db.execute(sql`
      select c.barcode, b.booking_id, tt.name as ticket_type, c.admitted_device, c.admitted_gate, c.admitted_at,
        c.later_device, c.later_gate, c.later_at, (count(*) over ())::int as total
      from scan_conflicts c join tickets t on t.id = c.ticket_id join bookings b on b.id = t.booking_id
        join ticket_types tt on tt.id = t.ticket_type_id
      where c.session_id = ${sessionId}
      order by c.id desc
      limit ${OFFLINE_CONFLICTS_SHOWN}`),
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      ticket: `…${r.barcode.slice(-4)}`,
      bookingId: r.booking_id,
      ticketType: r.ticket_type,
      admitted: { deviceId: r.admitted_device, gate: r.admitted_gate, at: isoOf(r.admitted_at) },
      later: { deviceId: r.later_device, gate: r.later_gate, at: isoOf(r.later_at) },
    })),
  };
}

/** How many of a session's offline scans were recorded at their receipt instead of the device's time (issue 29). */
export async function sessionClampedScans(db: Db, sessionId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from scan_attempts where session_id = ${sessionId}::uuid and clamped_from is not null`),
  );
  return Number(row?.n ?? 0);
}
