CREATE TABLE "report_ticket_type_sums" (
	"ticket_type_id" uuid PRIMARY KEY NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	"price_paise" bigint DEFAULT 0 NOT NULL,
	"fees_paise" bigint DEFAULT 0 NOT NULL,
	"taxes_paise" bigint DEFAULT 0 NOT NULL,
	"tax_half_paise" bigint DEFAULT 0 NOT NULL,
	"discounts_paise" bigint DEFAULT 0 NOT NULL,
	"admitted" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_ticket_type_sums" ADD CONSTRAINT "report_ticket_type_sums_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- report_ticket_type_sums stays exact through statement-level triggers on tickets (transition tables): each statement
-- adds, per ticket type, its rows' contributions after it minus before it, in the statement's own transaction, so a
-- rolled back booking adds nothing and a committed one is in the sums the moment it is visible. Only ticket types whose
-- sums change are written (a gate scan that is not a first admission writes nothing). Lock order: for a sale or a
-- cancellation the ticket type's row (FOR NO KEY UPDATE, the lock a booking's inventory update takes first) and then
-- its sums row, ticket types in id order, the order bookings take them, so a cancellation (tickets first, then
-- ticket_types) cannot deadlock with a booking; a first admission takes only the sums rows, in id order (a booking
-- inserts its tickets ordered by ticket type, so its sums rows too are taken in id order across its statements).
CREATE OR REPLACE FUNCTION report_sums_add(t uuid, d_sold bigint, d_cancelled bigint, d_price bigint, d_fees bigint, d_taxes bigint,
  d_tax_half bigint, d_discounts bigint, d_admitted bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_sold = 0 AND d_cancelled = 0 AND d_price = 0 AND d_fees = 0 AND d_taxes = 0 AND d_tax_half = 0 AND d_discounts = 0 AND d_admitted = 0 THEN
    RETURN;
  END IF;
  -- Sales and cancellations take the ticket type's row first (bookings hold it already); a first admission alone does
  -- not, so gate scans never wait for a booking in flight.
  IF d_sold <> 0 OR d_cancelled <> 0 OR d_price <> 0 OR d_fees <> 0 OR d_taxes <> 0 OR d_tax_half <> 0 OR d_discounts <> 0 THEN
    PERFORM 1 FROM ticket_types WHERE id = t FOR NO KEY UPDATE;
  END IF;
  INSERT INTO report_ticket_type_sums AS s (ticket_type_id, sold, cancelled, price_paise, fees_paise, taxes_paise, tax_half_paise, discounts_paise, admitted)
  VALUES (t, d_sold, d_cancelled, d_price, d_fees, d_taxes, d_tax_half, d_discounts, d_admitted)
  ON CONFLICT (ticket_type_id) DO UPDATE SET
    sold = s.sold + excluded.sold, cancelled = s.cancelled + excluded.cancelled, price_paise = s.price_paise + excluded.price_paise,
    fees_paise = s.fees_paise + excluded.fees_paise, taxes_paise = s.taxes_paise + excluded.taxes_paise,
    tax_half_paise = s.tax_half_paise + excluded.tax_half_paise, discounts_paise = s.discounts_paise + excluded.discounts_paise,
    admitted = s.admitted + excluded.admitted;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sums_tickets_ins() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT x.ticket_type_id, sum(x.sold) AS sold, sum(x.cancelled) AS cancelled, sum(x.price) AS price, sum(x.fees) AS fees,
      sum(x.taxes) AS taxes, sum(x.tax_half) AS tax_half, sum(x.discounts) AS discounts, sum(x.admitted) AS admitted
    FROM (
    SELECT n.ticket_type_id, 1 * (n.state <> 'cancelled')::int AS sold, 1 * (n.state = 'cancelled')::int AS cancelled,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.price_paise ELSE 0 END AS price, 1 * CASE WHEN (n.state <> 'cancelled') THEN n.fee_paise ELSE 0 END AS fees,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.tax_paise ELSE 0 END AS taxes, 1 * CASE WHEN (n.state <> 'cancelled') THEN n.tax_paise / 2 ELSE 0 END AS tax_half,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.discount_paise ELSE 0 END AS discounts,
      1 * ((n.state <> 'cancelled') AND n.first_entered_at IS NOT NULL)::int AS admitted
    FROM new_rows n
    ) x GROUP BY x.ticket_type_id ORDER BY x.ticket_type_id
  LOOP
    PERFORM report_sums_add(r.ticket_type_id, r.sold, r.cancelled, r.price, r.fees, r.taxes, r.tax_half, r.discounts, r.admitted);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sums_tickets_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT x.ticket_type_id, sum(x.sold) AS sold, sum(x.cancelled) AS cancelled, sum(x.price) AS price, sum(x.fees) AS fees,
      sum(x.taxes) AS taxes, sum(x.tax_half) AS tax_half, sum(x.discounts) AS discounts, sum(x.admitted) AS admitted
    FROM (
    SELECT n.ticket_type_id, 1 * (n.state <> 'cancelled')::int AS sold, 1 * (n.state = 'cancelled')::int AS cancelled,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.price_paise ELSE 0 END AS price, 1 * CASE WHEN (n.state <> 'cancelled') THEN n.fee_paise ELSE 0 END AS fees,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.tax_paise ELSE 0 END AS taxes, 1 * CASE WHEN (n.state <> 'cancelled') THEN n.tax_paise / 2 ELSE 0 END AS tax_half,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.discount_paise ELSE 0 END AS discounts,
      1 * ((n.state <> 'cancelled') AND n.first_entered_at IS NOT NULL)::int AS admitted
    FROM new_rows n
    UNION ALL
    SELECT o.ticket_type_id, -1 * (o.state <> 'cancelled')::int AS sold, -1 * (o.state = 'cancelled')::int AS cancelled,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.price_paise ELSE 0 END AS price, -1 * CASE WHEN (o.state <> 'cancelled') THEN o.fee_paise ELSE 0 END AS fees,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.tax_paise ELSE 0 END AS taxes, -1 * CASE WHEN (o.state <> 'cancelled') THEN o.tax_paise / 2 ELSE 0 END AS tax_half,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.discount_paise ELSE 0 END AS discounts,
      -1 * ((o.state <> 'cancelled') AND o.first_entered_at IS NOT NULL)::int AS admitted
    FROM old_rows o
    ) x GROUP BY x.ticket_type_id ORDER BY x.ticket_type_id
  LOOP
    PERFORM report_sums_add(r.ticket_type_id, r.sold, r.cancelled, r.price, r.fees, r.taxes, r.tax_half, r.discounts, r.admitted);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sums_tickets_del() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT x.ticket_type_id, sum(x.sold) AS sold, sum(x.cancelled) AS cancelled, sum(x.price) AS price, sum(x.fees) AS fees,
      sum(x.taxes) AS taxes, sum(x.tax_half) AS tax_half, sum(x.discounts) AS discounts, sum(x.admitted) AS admitted
    FROM (
    SELECT o.ticket_type_id, -1 * (o.state <> 'cancelled')::int AS sold, -1 * (o.state = 'cancelled')::int AS cancelled,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.price_paise ELSE 0 END AS price, -1 * CASE WHEN (o.state <> 'cancelled') THEN o.fee_paise ELSE 0 END AS fees,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.tax_paise ELSE 0 END AS taxes, -1 * CASE WHEN (o.state <> 'cancelled') THEN o.tax_paise / 2 ELSE 0 END AS tax_half,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.discount_paise ELSE 0 END AS discounts,
      -1 * ((o.state <> 'cancelled') AND o.first_entered_at IS NOT NULL)::int AS admitted
    FROM old_rows o
    ) x GROUP BY x.ticket_type_id ORDER BY x.ticket_type_id
  LOOP
    PERFORM report_sums_add(r.ticket_type_id, r.sold, r.cancelled, r.price, r.fees, r.taxes, r.tax_half, r.discounts, r.admitted);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_report_sums_ins AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_sums_tickets_ins();--> statement-breakpoint
CREATE TRIGGER tickets_report_sums_upd AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_sums_tickets_upd();--> statement-breakpoint
CREATE TRIGGER tickets_report_sums_del AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_sums_tickets_del();--> statement-breakpoint
-- Backfill the tickets already sold.
INSERT INTO report_ticket_type_sums (ticket_type_id, sold, cancelled, price_paise, fees_paise, taxes_paise, tax_half_paise, discounts_paise, admitted)
SELECT x.ticket_type_id, sum(x.sold), sum(x.cancelled), sum(x.price), sum(x.fees), sum(x.taxes), sum(x.tax_half), sum(x.discounts), sum(x.admitted)
FROM (
SELECT n.ticket_type_id, 1 * (n.state <> 'cancelled')::int AS sold, 1 * (n.state = 'cancelled')::int AS cancelled,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.price_paise ELSE 0 END AS price, 1 * CASE WHEN (n.state <> 'cancelled') THEN n.fee_paise ELSE 0 END AS fees,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.tax_paise ELSE 0 END AS taxes, 1 * CASE WHEN (n.state <> 'cancelled') THEN n.tax_paise / 2 ELSE 0 END AS tax_half,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.discount_paise ELSE 0 END AS discounts,
      1 * ((n.state <> 'cancelled') AND n.first_entered_at IS NOT NULL)::int AS admitted
    FROM tickets n
) x GROUP BY x.ticket_type_id;
