import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/services/ids';

export interface BigSession {
  /** The event's code (ET000...), its draft id and title. */
  eventCode: string;
  draftId: string;
  title: string;
  venueCode: string;
  /** One-ticket bookings of the show (one Gold ticket type, sold out). */
  tickets: number;
  /** Prefix of the booking ids, the channel booking ids and the barcodes (upper-case letters). */
  prefix: string;
}

/**
 * One active event of the demo organiser with one show ten days on and `tickets` one-ticket bookings spread over the
 * last 30 days, written by SQL in one statement (the report sums' triggers see it as any write): the big session the
 * download tests stream. Answers the show's id.
 */
export async function seedBigSession(db: Db, s: BigSession): Promise<string> {
  const { eventCode, draftId, title, venueCode, tickets, prefix } = s;
  if (!/^[A-Z]+$/.test(prefix)) throw new Error(`Not a prefix: ${prefix}`);
  await db.execute(sql.raw(`
    with org as (select id from organisers where code = 'ORG-MLE'),
    ev as (insert into events (draft_id, event_code, organiser_id, status, title, city, region_code)
           select '${draftId}', '${eventCode}', id, 'active', '${title.replace(/'/g, "''")}', 'Mumbai', 'MUMBAI' from org returning id),
    s as (insert into event_sessions (event_id, venue_code, venue_name, show_time)
          select id, '${venueCode}', 'NCPA Tata Theatre', now() + interval '10 days' from ev returning id, event_id),
    tt as (insert into ticket_types (session_id, code, name, inventory, sold, price_paise) select id, 'GOLD', 'Gold', ${tickets}, ${tickets}, 149900 from s returning id),
    ch as (select id from sales_channels order by name limit 1),
    b as (insert into bookings (booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, buyer_mobile, buyer_email, sold_at, ticket_count,
            price_paise, fee_paise, tax_paise, discount_paise, total_paise)
          select 'DIY${prefix.slice(0, 1)}' || lpad(g::text, 9, '0'), ch.id, '${prefix}-' || g, s.event_id, s.id, 'Buyer ' || g, '98' || lpad(g::text, 8, '0'), 'buyer' || g || '@example.in',
            now() - interval '30 days' + g * (interval '30 days' / ${tickets}), 1, 149900, 3000, 26982, 0, 179882
          from generate_series(1, ${tickets}) g, s, ch returning id, session_id)
    insert into tickets (barcode, booking_id, session_id, ticket_type_id, position, price_paise, fee_paise, tax_paise, discount_paise)
    select '${prefix}' || replace(b.id::text, '-', ''), b.id, b.session_id, tt.id, 1, 149900, 3000, 26982, 0 from b, tt`));
  return rowsOf<{ id: string }>(
    await db.execute(sql`select s.id from event_sessions s join events e on e.id = s.event_id where e.event_code = ${eventCode}`),
  )[0]!.id;
}
