// The report benches' data: one event of the demo organiser (ORG-MLE) with one session sold through one channel,
// `n` one-ticket bookings written by SQL in one statement, sold over 30 days to the minute of the bench; every tenth
// booking redeemed ₹150 off (the ticket's discount, its GST after the discount and the booking's total after both).
import type pg from 'pg';

export const BENCH_EVENT_CODE = 'ET00099999';
export const BENCH_VENUE_CODE = 'NCPA';

export async function seedReportSession(db: pg.Client, n: number): Promise<{ sessionId: string; eventId: string; seconds: number }> {
  const t0 = performance.now();
  // Gold ₹1,499 + ₹30 fee + ₹269.82 GST; with ₹150 off the GST is 269.82 x 1,379 / 1,529 = ₹243.35.
  await db.query(`
    with org as (select id from organisers where code = 'ORG-MLE'),
    ev as (insert into events (draft_id, event_code, organiser_id, status, title, city, region_code)
           select 'DFT-BENCH-RPT', '${BENCH_EVENT_CODE}', id, 'active', 'Bench Report Night', 'Mumbai', 'MUMBAI' from org returning id),
    s as (insert into event_sessions (event_id, venue_code, venue_name, show_time)
          select id, '${BENCH_VENUE_CODE}', 'NCPA Tata Theatre', now() + interval '10 days' from ev returning id, event_id),
    tt as (insert into ticket_types (session_id, code, name, inventory, sold, price_paise) select id, 'GOLD', 'Gold', ${n}, ${n}, 149900 from s returning id, session_id),
    ch as (select id from sales_channels order by name limit 1),
    b as (insert into bookings (booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, buyer_mobile, buyer_email, sold_at, ticket_count,
            price_paise, fee_paise, tax_paise, discount_paise, total_paise)
          select 'DIYB' || lpad(g::text, 9, '0'), ch.id, 'BENCH-' || g, s.event_id, s.id, 'Buyer ' || g, '98' || lpad((g % 100000000)::text, 8, '0'), 'buyer' || g || '@example.in',
            now() - interval '30 days' + g * (interval '30 days' / ${n}), 1, 149900, 3000,
            case when g % 10 = 0 then 24335 else 26982 end, case when g % 10 = 0 then 15000 else 0 end,
            case when g % 10 = 0 then 149900 + 3000 + 24335 - 15000 else 179882 end
          from generate_series(1, ${n}) g, s, ch returning id, session_id, discount_paise, tax_paise)
    insert into tickets (barcode, booking_id, session_id, ticket_type_id, position, price_paise, fee_paise, tax_paise, discount_paise)
    select 'BENCH' || replace(b.id::text, '-', ''), b.id, b.session_id, tt.id, 1, 149900, 3000, b.tax_paise, b.discount_paise from b, tt`);
  await db.query('analyze bookings; analyze tickets');
  const session = await seededSession(db);
  return { ...session, seconds: +((performance.now() - t0) / 1000).toFixed(1) };
}

/** The bench session of a database seeded before (BENCH_REUSE_DB). */
export async function seededSession(db: pg.Client): Promise<{ sessionId: string; eventId: string; seconds: number }> {
  const { rows: [session] } = await db.query(`select s.id, e.id as event_id from event_sessions s join events e on e.id = s.event_id where e.event_code = '${BENCH_EVENT_CODE}'`);
  return { sessionId: session.id, eventId: session.event_id, seconds: 0 };
}
