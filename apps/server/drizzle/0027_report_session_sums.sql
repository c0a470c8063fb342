CREATE TABLE "report_box_office_sums" (
	"session_id" uuid NOT NULL,
	"method" text NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_box_office_sums_session_id_method_pk" PRIMARY KEY("session_id","method")
);
--> statement-breakpoint
CREATE TABLE "report_channel_money_groups" (
	"session_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"funder" text DEFAULT '' NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"discounts_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_channel_money_groups_session_id_channel_id_unit_price_paise_funder_pk" PRIMARY KEY("session_id","channel_id","unit_price_paise","funder")
);
--> statement-breakpoint
CREATE TABLE "report_gate_sums" (
	"ticket_type_id" uuid PRIMARY KEY NOT NULL,
	"inside" bigint DEFAULT 0 NOT NULL,
	"exited" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_session_hour_sums" (
	"session_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"ist_hour" timestamp NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	"gross_paise" bigint DEFAULT 0 NOT NULL,
	"discounts_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_session_hour_sums_session_id_channel_id_ist_hour_pk" PRIMARY KEY("session_id","channel_id","ist_hour")
);
--> statement-breakpoint
ALTER TABLE "report_box_office_sums" ADD CONSTRAINT "report_box_office_sums_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_channel_money_groups" ADD CONSTRAINT "report_channel_money_groups_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_channel_money_groups" ADD CONSTRAINT "report_channel_money_groups_channel_id_sales_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."sales_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_gate_sums" ADD CONSTRAINT "report_gate_sums_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_session_hour_sums" ADD CONSTRAINT "report_session_hour_sums_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_session_hour_sums" ADD CONSTRAINT "report_session_hour_sums_channel_id_sales_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."sales_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- The session report's sums (by channel and IST hour of sale, the channels' money groups, the gate, the box office by
-- payment method) stay exact like report_ticket_type_sums (migration 0016): statement-level triggers with transition
-- tables add, in the writing statement's own transaction, each key's contributions after the statement minus before
-- it, so a rolled back write adds nothing. Keys with no change are not written (a gate scan writes report_gate_sums
-- only). Lock order: these triggers are named after 0016's and 0020's (tickets_money_groups_*, tickets_report_sums_*
-- fire first, by name), so a sale or a cancellation already holds its ticket types' rows (FOR NO KEY UPDATE) and sums
-- rows when it takes its hour, channel and gate rows, each set in key order; a scan takes its ticket type's sums row
-- (first admission) and then its gate row, the same order. Bookings are never deleted by the server (a booking deleted
-- by hand leaves its hour sums: recount them with the backfill below).
--
-- report_session_sums_apply: per-ticket contributions (signed: +1 rows after, -1 rows before) of tickets whose booking
-- still exists. A booking counts once in its hour while it has a sold ticket: its sold count after the statement is read
-- from tickets (tickets_booking_idx), before = after - the statement's change.
CREATE OR REPLACE FUNCTION report_session_sums_apply(d_booking uuid[], d_sold int[], d_cancelled int[], d_gross bigint[],
  d_discounts bigint[], d_price bigint[], d_funder text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_booking IS NULL OR cardinality(d_booking) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_session_hour_sums AS s (session_id, channel_id, ist_hour, bookings, tickets, cancelled, gross_paise, discounts_paise)
  SELECT b.session_id, b.channel_id, date_trunc('hour', b.sold_at AT TIME ZONE 'Asia/Kolkata'),
    sum((a.after > 0)::int - (a.after - p.sold > 0)::int), sum(p.sold), sum(p.cancelled), sum(p.gross), sum(p.discounts)
  FROM (
    SELECT u.booking_id, sum(u.sold) AS sold, sum(u.cancelled) AS cancelled, sum(u.gross) AS gross, sum(u.discounts) AS discounts
    FROM unnest(d_booking, d_sold, d_cancelled, d_gross, d_discounts) AS u(booking_id, sold, cancelled, gross, discounts)
    GROUP BY u.booking_id
    HAVING sum(u.sold) <> 0 OR sum(u.cancelled) <> 0 OR sum(u.gross) <> 0 OR sum(u.discounts) <> 0
  ) p
  JOIN bookings b ON b.id = p.booking_id
  CROSS JOIN LATERAL (SELECT count(*) AS after FROM tickets t WHERE t.booking_id = p.booking_id AND t.state <> 'cancelled') a
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (session_id, channel_id, ist_hour) DO UPDATE SET
    bookings = s.bookings + excluded.bookings, tickets = s.tickets + excluded.tickets, cancelled = s.cancelled + excluded.cancelled,
    gross_paise = s.gross_paise + excluded.gross_paise, discounts_paise = s.discounts_paise + excluded.discounts_paise;
  INSERT INTO report_channel_money_groups AS g (session_id, channel_id, unit_price_paise, funder, sold, discounts_paise)
  SELECT b.session_id, b.channel_id, u.price, u.funder, sum(u.sold), sum(u.discounts)
  FROM unnest(d_booking, d_sold, d_discounts, d_price, d_funder) AS u(booking_id, sold, discounts, price, funder)
  JOIN bookings b ON b.id = u.booking_id
  GROUP BY 1, 2, 3, 4
  HAVING sum(u.sold) <> 0 OR sum(u.discounts) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (session_id, channel_id, unit_price_paise, funder) DO UPDATE SET
    sold = g.sold + excluded.sold, discounts_paise = g.discounts_paise + excluded.discounts_paise;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_session_sums_tickets_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_session_sums_apply(array_agg(n.booking_id), array_agg((n.state <> 'cancelled')::int), array_agg((n.state = 'cancelled')::int),
    array_agg(CASE WHEN n.state <> 'cancelled' THEN n.price_paise::bigint + n.fee_paise + n.tax_paise - n.discount_paise ELSE 0 END),
    array_agg(CASE WHEN n.state <> 'cancelled' THEN n.discount_paise::bigint ELSE 0 END), array_agg(n.price_paise::bigint),
    array_agg(coalesce(n.discount_funded_by, '')))
  FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_session_sums_tickets_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A scan changes none of these sums: leave before reading anything else.
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.state = 'cancelled') <> (o.state = 'cancelled') OR n.booking_id <> o.booking_id OR n.price_paise <> o.price_paise
      OR n.fee_paise <> o.fee_paise OR n.tax_paise <> o.tax_paise OR n.discount_paise <> o.discount_paise
      OR n.discount_funded_by IS DISTINCT FROM o.discount_funded_by
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM report_session_sums_apply(array_agg(x.booking_id), array_agg(x.sold), array_agg(x.cancelled), array_agg(x.gross),
    array_agg(x.discounts), array_agg(x.price), array_agg(x.funder))
  FROM (
    SELECT n.booking_id, (n.state <> 'cancelled')::int AS sold, (n.state = 'cancelled')::int AS cancelled,
      CASE WHEN n.state <> 'cancelled' THEN n.price_paise::bigint + n.fee_paise + n.tax_paise - n.discount_paise ELSE 0 END AS gross,
      CASE WHEN n.state <> 'cancelled' THEN n.discount_paise::bigint ELSE 0 END AS discounts, n.price_paise::bigint AS price,
      coalesce(n.discount_funded_by, '') AS funder
    FROM new_rows n
    UNION ALL
    SELECT o.booking_id, -(o.state <> 'cancelled')::int, -(o.state = 'cancelled')::int,
      -CASE WHEN o.state <> 'cancelled' THEN o.price_paise::bigint + o.fee_paise + o.tax_paise - o.discount_paise ELSE 0 END,
      -CASE WHEN o.state <> 'cancelled' THEN o.discount_paise::bigint ELSE 0 END, o.price_paise::bigint, coalesce(o.discount_funded_by, '')
    FROM old_rows o
  ) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_session_sums_tickets_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_session_sums_apply(array_agg(o.booking_id), array_agg(-(o.state <> 'cancelled')::int), array_agg(-(o.state = 'cancelled')::int),
    array_agg(-CASE WHEN o.state <> 'cancelled' THEN o.price_paise::bigint + o.fee_paise + o.tax_paise - o.discount_paise ELSE 0 END),
    array_agg(-CASE WHEN o.state <> 'cancelled' THEN o.discount_paise::bigint ELSE 0 END), array_agg(o.price_paise::bigint),
    array_agg(coalesce(o.discount_funded_by, '')))
  FROM old_rows o;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_session_sums_ins AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_session_sums_tickets_ins();--> statement-breakpoint
CREATE TRIGGER tickets_session_sums_upd AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_session_sums_tickets_upd();--> statement-breakpoint
CREATE TRIGGER tickets_session_sums_del AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_session_sums_tickets_del();--> statement-breakpoint
-- A booking whose sale time, channel or session changes moves its tickets' contributions from the old key to the new.
CREATE OR REPLACE FUNCTION report_session_sums_bookings_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_session_hour_sums AS s (session_id, channel_id, ist_hour, bookings, tickets, cancelled, gross_paise, discounts_paise)
  SELECT x.session_id, x.channel_id, x.ist_hour, sum(x.bookings), sum(x.tickets), sum(x.cancelled), sum(x.gross), sum(x.discounts)
  FROM (
    SELECT k.session_id, k.channel_id, date_trunc('hour', k.sold_at AT TIME ZONE 'Asia/Kolkata') AS ist_hour,
      k.sign * (count(*) FILTER (WHERE t.state <> 'cancelled') > 0)::int AS bookings,
      k.sign * count(*) FILTER (WHERE t.state <> 'cancelled') AS tickets, k.sign * count(*) FILTER (WHERE t.state = 'cancelled') AS cancelled,
      k.sign * coalesce(sum(t.price_paise::bigint + t.fee_paise + t.tax_paise - t.discount_paise) FILTER (WHERE t.state <> 'cancelled'), 0) AS gross,
      k.sign * coalesce(sum(t.discount_paise::bigint) FILTER (WHERE t.state <> 'cancelled'), 0) AS discounts
    FROM (
      SELECT n.id, n.session_id, n.channel_id, n.sold_at, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.sold_at <> o.sold_at OR n.channel_id <> o.channel_id OR n.session_id <> o.session_id
      UNION ALL
      SELECT o.id, o.session_id, o.channel_id, o.sold_at, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.sold_at <> o.sold_at OR n.channel_id <> o.channel_id OR n.session_id <> o.session_id
    ) k JOIN tickets t ON t.booking_id = k.id
    GROUP BY k.id, k.session_id, k.channel_id, k.sold_at, k.sign
  ) x
  GROUP BY 1, 2, 3
  HAVING sum(x.bookings) <> 0 OR sum(x.tickets) <> 0 OR sum(x.cancelled) <> 0 OR sum(x.gross) <> 0 OR sum(x.discounts) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (session_id, channel_id, ist_hour) DO UPDATE SET
    bookings = s.bookings + excluded.bookings, tickets = s.tickets + excluded.tickets, cancelled = s.cancelled + excluded.cancelled,
    gross_paise = s.gross_paise + excluded.gross_paise, discounts_paise = s.discounts_paise + excluded.discounts_paise;
  INSERT INTO report_channel_money_groups AS g (session_id, channel_id, unit_price_paise, funder, sold, discounts_paise)
  SELECT k.session_id, k.channel_id, t.price_paise::bigint, coalesce(t.discount_funded_by, ''), sum(k.sign), sum(k.sign * t.discount_paise::bigint)
  FROM (
    SELECT n.id, n.session_id, n.channel_id, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.channel_id <> o.channel_id OR n.session_id <> o.session_id
    UNION ALL
    SELECT o.id, o.session_id, o.channel_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.channel_id <> o.channel_id OR n.session_id <> o.session_id
  ) k JOIN tickets t ON t.booking_id = k.id AND t.state <> 'cancelled'
  GROUP BY 1, 2, 3, 4
  HAVING sum(k.sign) <> 0 OR sum(k.sign * t.discount_paise::bigint) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (session_id, channel_id, unit_price_paise, funder) DO UPDATE SET
    sold = g.sold + excluded.sold, discounts_paise = g.discounts_paise + excluded.discounts_paise;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_session_sums_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_session_sums_bookings_upd();--> statement-breakpoint
-- The gate: tickets inside now (state entered) and gone out (exited), per ticket type.
CREATE OR REPLACE FUNCTION report_gate_sums_apply(d_type uuid[], d_inside int[], d_exited int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_type IS NULL OR cardinality(d_type) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_gate_sums AS g (ticket_type_id, inside, exited)
  SELECT u.ticket_type_id, sum(u.inside), sum(u.exited)
  FROM unnest(d_type, d_inside, d_exited) AS u(ticket_type_id, inside, exited)
  JOIN ticket_types tt ON tt.id = u.ticket_type_id
  GROUP BY 1 HAVING sum(u.inside) <> 0 OR sum(u.exited) <> 0 ORDER BY 1
  ON CONFLICT (ticket_type_id) DO UPDATE SET inside = g.inside + excluded.inside, exited = g.exited + excluded.exited;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_gate_sums_tickets_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_gate_sums_apply(array_agg(n.ticket_type_id), array_agg((n.state = 'entered')::int), array_agg((n.state = 'exited')::int))
  FROM new_rows n WHERE n.state IN ('entered', 'exited');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_gate_sums_tickets_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_gate_sums_apply(array_agg(x.ticket_type_id), array_agg(x.inside), array_agg(x.exited))
  FROM (
    SELECT n.ticket_type_id, (n.state = 'entered')::int AS inside, (n.state = 'exited')::int AS exited FROM new_rows n WHERE n.state IN ('entered', 'exited')
    UNION ALL
    SELECT o.ticket_type_id, -(o.state = 'entered')::int, -(o.state = 'exited')::int FROM old_rows o WHERE o.state IN ('entered', 'exited')
  ) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_gate_sums_tickets_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_gate_sums_apply(array_agg(o.ticket_type_id), array_agg(-(o.state = 'entered')::int), array_agg(-(o.state = 'exited')::int))
  FROM old_rows o WHERE o.state IN ('entered', 'exited');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_session_sums_gate_ins AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_gate_sums_tickets_ins();--> statement-breakpoint
CREATE TRIGGER tickets_session_sums_gate_upd AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_gate_sums_tickets_upd();--> statement-breakpoint
CREATE TRIGGER tickets_session_sums_gate_del AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_gate_sums_tickets_del();--> statement-breakpoint
-- The box office by payment method: door sales not voided (a void sets voided_at).
CREATE OR REPLACE FUNCTION report_box_office_sums_apply(d_session uuid[], d_method text[], d_sales int[], d_tickets bigint[], d_amount bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_session IS NULL OR cardinality(d_session) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_box_office_sums AS s (session_id, method, sales, tickets, amount_paise)
  SELECT u.session_id, u.method, sum(u.sales), sum(u.tickets), sum(u.amount)
  FROM unnest(d_session, d_method, d_sales, d_tickets, d_amount) AS u(session_id, method, sales, tickets, amount)
  GROUP BY 1, 2 HAVING sum(u.sales) <> 0 OR sum(u.tickets) <> 0 OR sum(u.amount) <> 0 ORDER BY 1, 2
  ON CONFLICT (session_id, method) DO UPDATE SET
    sales = s.sales + excluded.sales, tickets = s.tickets + excluded.tickets, amount_paise = s.amount_paise + excluded.amount_paise;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_box_office_sums_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_box_office_sums_apply(array_agg(n.session_id), array_agg(n.method), array_agg(1), array_agg(n.tickets::bigint), array_agg(n.amount_paise))
  FROM new_rows n WHERE n.voided_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_box_office_sums_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_box_office_sums_apply(array_agg(x.session_id), array_agg(x.method), array_agg(x.sales), array_agg(x.tickets), array_agg(x.amount))
  FROM (
    SELECT n.session_id, n.method, 1 AS sales, n.tickets::bigint AS tickets, n.amount_paise AS amount FROM new_rows n WHERE n.voided_at IS NULL
    UNION ALL
    SELECT o.session_id, o.method, -1, -o.tickets::bigint, -o.amount_paise FROM old_rows o WHERE o.voided_at IS NULL
  ) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_box_office_sums_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_box_office_sums_apply(array_agg(o.session_id), array_agg(o.method), array_agg(-1), array_agg(-o.tickets::bigint), array_agg(-o.amount_paise))
  FROM old_rows o WHERE o.voided_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER box_office_sales_sums_ins AFTER INSERT ON box_office_sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_box_office_sums_ins();--> statement-breakpoint
CREATE TRIGGER box_office_sales_sums_upd AFTER UPDATE ON box_office_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_box_office_sums_upd();--> statement-breakpoint
CREATE TRIGGER box_office_sales_sums_del AFTER DELETE ON box_office_sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_box_office_sums_del();--> statement-breakpoint
-- Backfill what is already sold, scanned and sold at the door.
INSERT INTO report_session_hour_sums (session_id, channel_id, ist_hour, bookings, tickets, cancelled, gross_paise, discounts_paise)
SELECT b.session_id, b.channel_id, date_trunc('hour', b.sold_at AT TIME ZONE 'Asia/Kolkata'),
  count(DISTINCT b.id) FILTER (WHERE t.state <> 'cancelled'), count(*) FILTER (WHERE t.state <> 'cancelled'), count(*) FILTER (WHERE t.state = 'cancelled'),
  coalesce(sum(t.price_paise::bigint + t.fee_paise + t.tax_paise - t.discount_paise) FILTER (WHERE t.state <> 'cancelled'), 0),
  coalesce(sum(t.discount_paise::bigint) FILTER (WHERE t.state <> 'cancelled'), 0)
FROM bookings b JOIN tickets t ON t.booking_id = b.id
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO report_channel_money_groups (session_id, channel_id, unit_price_paise, funder, sold, discounts_paise)
SELECT b.session_id, b.channel_id, t.price_paise::bigint, coalesce(t.discount_funded_by, ''), count(*), sum(t.discount_paise::bigint)
FROM bookings b JOIN tickets t ON t.booking_id = b.id
WHERE t.state <> 'cancelled'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO report_gate_sums (ticket_type_id, inside, exited)
SELECT t.ticket_type_id, count(*) FILTER (WHERE t.state = 'entered'), count(*) FILTER (WHERE t.state = 'exited')
FROM tickets t WHERE t.state IN ('entered', 'exited')
GROUP BY 1;--> statement-breakpoint
INSERT INTO report_box_office_sums (session_id, method, sales, tickets, amount_paise)
SELECT s.session_id, s.method, count(*), sum(s.tickets), sum(s.amount_paise)
FROM box_office_sales s WHERE s.voided_at IS NULL
GROUP BY 1, 2;
