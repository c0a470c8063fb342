import { type MoneyGroup, type OfferFunder } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

/**
 * The SQL behind the report figures: sums over tickets (a ticket is sold unless its state is cancelled), grouped per
 * ticket type, channel, IST day and hour of sale, and the gate counts. The figures per ticket type (the event report,
 * and the session report's by ticket type and totals) come from report_ticket_type_sums, kept exact by triggers in the
 * transaction of every write to tickets (migration 0016); the channel, day, hour and gate figures from the session sums
 * kept the same way (migration 0027_report_session_sums): no report reads the ticket rows. Sums of 64-bit columns come back as text and are read as numbers
 * (exact below 2^53 paise).
 */

export interface TicketTypeSums {
  sessionId: string;
  code: string;
  name: string;
  pricePaise: number;
  inventory: number;
  sold: number;
  cancelled: number;
  price: number;
  fees: number;
  taxes: number;
  discounts: number;
  admitted: number;
}

const n = (v: unknown): number => Number(v ?? 0);
const idList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
const SOLD = sql`t.state <> 'cancelled'`;

export async function ticketTypeSums(db: Db, sessionIds: readonly string[]): Promise<TicketTypeSums[]> {
  if (sessionIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select tt.session_id, tt.code, tt.name, tt.price_paise, tt.inventory,
        coalesce(r.sold, 0) as sold, coalesce(r.cancelled, 0) as cancelled, coalesce(r.price_paise, 0) as price,
        coalesce(r.fees_paise, 0) as fees, coalesce(r.taxes_paise, 0) as taxes, coalesce(r.discounts_paise, 0) as discounts,
        coalesce(r.admitted, 0) as admitted
      from ticket_types tt left join report_ticket_type_sums r on r.ticket_type_id = tt.id
      where tt.session_id in (${idList(sessionIds)})
      order by tt.session_id, tt.created_at, tt.code`),
  );
  return rows.map((r) => ({
    sessionId: String(r.session_id),
    code: String(r.code),
    name: String(r.name),
    pricePaise: n(r.price_paise),
    inventory: n(r.inventory),
    sold: n(r.sold),
    cancelled: n(r.cancelled),
    price: n(r.price),
    fees: n(r.fees),
    taxes: n(r.taxes),
    discounts: n(r.discounts),
    admitted: n(r.admitted),
  }));
}

export interface TicketTypeMoneyGroup extends MoneyGroup {
  sessionId: string;
  code: string;
}

/**
 * The money groups of the sessions' ticket types (report_money_groups, kept by triggers: migration 0020): sold tickets
 * per (ticket type, unit price, funder) with their discounts. Groups whose tickets were all cancelled come with sold 0.
 */
export async function moneyGroups(db: Db, sessionIds: readonly string[]): Promise<TicketTypeMoneyGroup[]> {
  if (sessionIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select tt.session_id, tt.code, g.unit_price_paise, g.funder, g.sold, g.discounts_paise
      from ticket_types tt join report_money_groups g on g.ticket_type_id = tt.id
      where tt.session_id in (${idList(sessionIds)})
      order by tt.session_id, tt.code, g.unit_price_paise, g.funder`),
  );
  return rows.map((r) => ({
    sessionId: String(r.session_id),
    code: String(r.code),
    pricePaise: n(r.unit_price_paise),
    funder: r.funder ? (String(r.funder) as OfferFunder) : null,
    sold: n(r.sold),
    discountsPaise: n(r.discounts_paise),
  }));
}

export interface ChannelSums {
  channel: string;
  bookings: number;
  tickets: number;
  cancelled: number;
  gross: number;
  discounts: number;
  /** Its sold tickets by (unit price, funder), for the domain's money figures. */
  groups: MoneyGroup[];
}

/**
 * Per sales channel: bookings with a sold ticket, sold and cancelled tickets, what buyers paid, and its money groups,
 * from report_session_hour_sums and report_channel_money_groups (kept by triggers: migration 0027).
 */
export async function channelSums(db: Db, sessionId: string): Promise<ChannelSums[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.name as channel, sum(h.bookings) as bookings, sum(h.tickets) as tickets, sum(h.cancelled) as cancelled,
        sum(h.gross_paise) as gross, sum(h.discounts_paise) as discounts
      from report_session_hour_sums h join sales_channels c on c.id = h.channel_id
      where h.session_id = ${sessionId}::uuid
      group by c.name
      having sum(h.tickets) <> 0 or sum(h.cancelled) <> 0
      order by 5 desc, c.name`),
  );
  const groups = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.name as channel, g.unit_price_paise as price_paise, g.funder, sum(g.sold) as sold, sum(g.discounts_paise) as discounts
      from report_channel_money_groups g join sales_channels c on c.id = g.channel_id
      where g.session_id = ${sessionId}::uuid and g.sold <> 0
      group by 1, 2, 3`),
  );
  return rows.map((r) => ({
    channel: String(r.channel),
    bookings: n(r.bookings),
    tickets: n(r.tickets),
    cancelled: n(r.cancelled),
    gross: n(r.gross),
    discounts: n(r.discounts),
    groups: groups
      .filter((g) => g.channel === r.channel)
      .map((g) => ({ pricePaise: n(g.price_paise), funder: g.funder ? (String(g.funder) as OfferFunder) : null, sold: n(g.sold), discountsPaise: n(g.discounts) })),
  }));
}

export interface PeriodSums {
  /** yyyy-MM-dd (days) or the hour's index from the window's start (hours). */
  key: string;
  bookings: number;
  tickets: number;
  gross: number;
  discounts: number;
}

/** The IST wall clock of an instant, as a timestamp (the key of report_session_hour_sums.ist_hour). */
const istClock = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone 'Asia/Kolkata')`;

/** Sold tickets by the IST calendar day of their booking's sale, oldest first (sums of the session's IST hours). */
export async function daySums(db: Db, sessionId: string): Promise<PeriodSums[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(h.ist_hour, 'YYYY-MM-DD') as key, sum(h.bookings) as bookings, sum(h.tickets) as tickets,
        sum(h.gross_paise) as gross, sum(h.discounts_paise) as discounts
      from report_session_hour_sums h
      where h.session_id = ${sessionId}::uuid
      group by 1 having sum(h.tickets) <> 0 order by 1`),
  );
  return rows.map((r) => ({ key: String(r.key), bookings: n(r.bookings), tickets: n(r.tickets), gross: n(r.gross), discounts: n(r.discounts) }));
}

/** Sold tickets by the hour of sale from `from` (an IST hour's start) on, for `hours` hours (key: the hour's index). */
export async function hourSums(db: Db, sessionId: string, from: Date, hours: number): Promise<PeriodSums[]> {
  const to = new Date(from.getTime() + hours * 3_600_000);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select floor(extract(epoch from (h.ist_hour - ${istClock(from)})) / 3600)::int as key,
        sum(h.bookings) as bookings, sum(h.tickets) as tickets, sum(h.gross_paise) as gross, sum(h.discounts_paise) as discounts
      from report_session_hour_sums h
      where h.session_id = ${sessionId}::uuid and h.ist_hour >= ${istClock(from)} and h.ist_hour < ${istClock(to)}
      group by 1 having sum(h.tickets) <> 0 order by 1`),
  );
  return rows.map((r) => ({ key: String(r.key), bookings: n(r.bookings), tickets: n(r.tickets), gross: n(r.gross), discounts: n(r.discounts) }));
}

/**
 * Sold tickets admitted at least once (report_ticket_type_sums), inside now and out after an admission
 * (report_gate_sums), over the session's ticket types.
 */
export async function gateSums(db: Db, sessionId: string): Promise<{ admitted: number; insideNow: number; exited: number }> {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(sum(s.admitted), 0) as admitted, coalesce(sum(g.inside), 0) as inside, coalesce(sum(g.exited), 0) as exited
      from ticket_types tt left join report_ticket_type_sums s on s.ticket_type_id = tt.id left join report_gate_sums g on g.ticket_type_id = tt.id
      where tt.session_id = ${sessionId}::uuid`),
  );
  return { admitted: n(r?.admitted), insideNow: n(r?.inside), exited: n(r?.exited) };
}

export async function sessionsCount(db: Db, eventId: string): Promise<number> {
  const [r] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from event_sessions where event_id = ${eventId}::uuid`));
  return n(r?.n);
}
