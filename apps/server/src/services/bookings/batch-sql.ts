/**
 * ONE statement books a batch of channel bookings of one ticket type, committed on its own, so the ticket type's row
 * is locked only while PostgreSQL runs it (data-modifying CTEs; no round trip while the row is held):
 * - `prior`: bookings already stored under a job's (channel, channel booking id) are repeats, answered by the caller
 *   (the same answer, or ERR.BOOKING.ID_REUSED); the unique key decides a race with another process (the statement
 *   fails on it, and the batch is run again).
 * - `inv` takes the ticket type's row (FOR NO KEY UPDATE, the lock order every write to ticket types keeps) and reads
 *   its seats left as committed at that moment; `walk` grants seats to the new bookings in arrival order while they
 *   fit (a booking that does not fit is refused sold out, a later smaller one may still fit), all on that one read.
 * - `upd` adds the granted seats to `sold` once; the bookings and their tickets go in as two multi-row INSERTs, so the
 *   statement-level report triggers on tickets (migrations 0016 and 0020) run once for the batch.
 * Answers one row per job: `j`, `kind` ('booked', 'sold_out' or 'repeat') and the stored request hash of a repeat.
 * `stale` (then nothing was written): the row read by `inv` was older than the one `upd` found (measured under
 * concurrent inventory changes on PostgreSQL 15), so `upd`'s own condition refused the seats; the caller runs the
 * batch again with a fresh snapshot.
 */
export const BOOK_BATCH_SQL = `
with recursive
b as materialized (
  select * from unnest($2::int[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::uuid[], $8::uuid[], $9::text[], $10::text[],
    $11::text[], $12::timestamptz[], $13::int[], $14::bigint[], $15::bigint[], $16::bigint[], $17::bigint[], $18::text[])
  as b(j, id, booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, buyer_mobile, buyer_email, sold_at,
    ticket_count, price_paise, fee_paise, tax_paise, total_paise, request_hash)
),
prior as materialized (
  select b.j, x.request_hash from b join bookings x on x.channel_id = b.channel_id and x.channel_booking_id = b.channel_booking_id
),
fresh as materialized (
  select array_agg(b.j order by b.j) as js, array_agg(b.ticket_count order by b.j) as needs
  from b where not exists (select 1 from prior p where p.j = b.j)
),
inv as materialized (
  select inventory - sold as avail from ticket_types where id = $1::uuid for no key update
),
walk(i, seats_left, ok) as (
  select 0, (select avail from inv), false
  union all
  select w.i + 1,
    case when f.needs[w.i + 1] <= w.seats_left then w.seats_left - f.needs[w.i + 1] else w.seats_left end,
    coalesce(f.needs[w.i + 1] <= w.seats_left, false)
  from walk w, fresh f where w.i < coalesce(cardinality(f.js), 0)
),
granted as materialized (
  select f.js[w.i] as j from walk w, fresh f where w.i > 0 and w.ok
),
upd as (
  update ticket_types t set sold = t.sold + g.n
  from (select sum(b.ticket_count)::int as n from b join granted using (j)) g
  where t.id = $1::uuid and g.n > 0 and t.sold + g.n <= t.inventory
  returning t.id
),
ins_b as (
  insert into bookings (id, booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, buyer_mobile, buyer_email,
    sold_at, ticket_count, price_paise, fee_paise, tax_paise, total_paise, request_hash)
  select b.id, b.booking_id, b.channel_id, b.channel_booking_id, b.event_id, b.session_id, b.buyer_name, b.buyer_mobile, b.buyer_email,
    b.sold_at, b.ticket_count, b.price_paise, b.fee_paise, b.tax_paise, b.total_paise, b.request_hash
  from b join granted using (j) where exists (select 1 from upd)
  order by b.j
  returning id
),
ins_t as (
  insert into tickets (barcode, booking_id, session_id, ticket_type_id, position, price_paise, fee_paise, tax_paise)
  select t.barcode, b.id, b.session_id, $1::uuid, t.position, t.price_paise, t.fee_paise, t.tax_paise
  from unnest($19::int[], $20::text[], $21::int[], $22::int[], $23::int[], $24::int[]) as t(j, barcode, position, price_paise, fee_paise, tax_paise)
  join b using (j) join granted using (j)
  where exists (select 1 from upd)
  order by t.j, t.position
  returning id
)
select b.j, case when p.j is not null then 'repeat' when g.j is not null then 'booked' else 'sold_out' end as kind, p.request_hash,
  exists (select 1 from granted) and not exists (select 1 from upd) as stale
from b left join prior p using (j) left join granted g using (j)
order by b.j`;

export type BookBatchParams = [string, ...unknown[][]];

export interface BookBatchRow {
  j: number;
  kind: 'booked' | 'sold_out' | 'repeat';
  request_hash: string | null;
  stale: boolean;
}
