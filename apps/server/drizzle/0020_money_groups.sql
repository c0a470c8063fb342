CREATE TABLE "report_money_groups" (
	"ticket_type_id" uuid NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"funder" text DEFAULT '' NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"discounts_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_money_groups_ticket_type_id_unit_price_paise_funder_pk" PRIMARY KEY("ticket_type_id","unit_price_paise","funder")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "discount_funded_by" text;--> statement-breakpoint
ALTER TABLE "report_money_groups" ADD CONSTRAINT "report_money_groups_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- The money groups (docs/money.md): sold tickets per (ticket type, unit price, funder of the discount), with the
-- discounts' sum, kept exact like report_ticket_type_sums (migration 0016) by statement-level triggers on tickets in the
-- writing transaction. A group changes only with a sale or a cancellation (an admission changes no group and writes
-- nothing); it takes the ticket type's row first (FOR NO KEY UPDATE, the lock a booking's inventory update holds), then
-- its group rows in key order, ticket types in id order, as 0016's sums do, so neither deadlocks with a booking.
-- The funder of each discounted ticket is the catalogue offer's funded_by at the sale (its booking's offer_code).
UPDATE tickets t SET discount_funded_by = o.funded_by
FROM bookings b JOIN catalogue_offers o ON o.code = b.offer_code
WHERE b.id = t.booking_id AND t.discount_paise > 0 AND t.discount_funded_by IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_money_groups_add(t uuid, p bigint, f text, d_sold bigint, d_discounts bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_sold = 0 AND d_discounts = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM ticket_types WHERE id = t FOR NO KEY UPDATE;
  INSERT INTO report_money_groups AS g (ticket_type_id, unit_price_paise, funder, sold, discounts_paise)
  VALUES (t, p, f, d_sold, d_discounts)
  ON CONFLICT (ticket_type_id, unit_price_paise, funder) DO UPDATE SET
    sold = g.sold + excluded.sold, discounts_paise = g.discounts_paise + excluded.discounts_paise;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_money_groups_ins() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT x.ticket_type_id, x.unit_price, x.funder, sum(x.sold) AS sold, sum(x.discounts) AS discounts
    FROM (
    SELECT n.ticket_type_id, n.price_paise::bigint AS unit_price, coalesce(n.discount_funded_by, '') AS funder,
      1 * (n.state <> 'cancelled')::int AS sold,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.discount_paise ELSE 0 END AS discounts
    FROM new_rows n
    ) x GROUP BY x.ticket_type_id, x.unit_price, x.funder ORDER BY x.ticket_type_id, x.unit_price, x.funder
  LOOP
    PERFORM report_money_groups_add(r.ticket_type_id, r.unit_price, r.funder, r.sold, r.discounts);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_money_groups_upd() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT x.ticket_type_id, x.unit_price, x.funder, sum(x.sold) AS sold, sum(x.discounts) AS discounts
    FROM (
    SELECT n.ticket_type_id, n.price_paise::bigint AS unit_price, coalesce(n.discount_funded_by, '') AS funder,
      1 * (n.state <> 'cancelled')::int AS sold,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.discount_paise ELSE 0 END AS discounts
    FROM new_rows n
    UNION ALL
    SELECT o.ticket_type_id, o.price_paise::bigint AS unit_price, coalesce(o.discount_funded_by, '') AS funder,
      -1 * (o.state <> 'cancelled')::int AS sold,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.discount_paise ELSE 0 END AS discounts
    FROM old_rows o
    ) x GROUP BY x.ticket_type_id, x.unit_price, x.funder ORDER BY x.ticket_type_id, x.unit_price, x.funder
  LOOP
    PERFORM report_money_groups_add(r.ticket_type_id, r.unit_price, r.funder, r.sold, r.discounts);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_money_groups_del() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT x.ticket_type_id, x.unit_price, x.funder, sum(x.sold) AS sold, sum(x.discounts) AS discounts
    FROM (
    SELECT o.ticket_type_id, o.price_paise::bigint AS unit_price, coalesce(o.discount_funded_by, '') AS funder,
      -1 * (o.state <> 'cancelled')::int AS sold,
      -1 * CASE WHEN (o.state <> 'cancelled') THEN o.discount_paise ELSE 0 END AS discounts
    FROM old_rows o
    ) x GROUP BY x.ticket_type_id, x.unit_price, x.funder ORDER BY x.ticket_type_id, x.unit_price, x.funder
  LOOP
    PERFORM report_money_groups_add(r.ticket_type_id, r.unit_price, r.funder, r.sold, r.discounts);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_money_groups_ins AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_money_groups_ins();--> statement-breakpoint
CREATE TRIGGER tickets_money_groups_upd AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_money_groups_upd();--> statement-breakpoint
CREATE TRIGGER tickets_money_groups_del AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_money_groups_del();--> statement-breakpoint
-- Backfill the tickets already sold.
INSERT INTO report_money_groups (ticket_type_id, unit_price_paise, funder, sold, discounts_paise)
SELECT x.ticket_type_id, x.unit_price, x.funder, sum(x.sold), sum(x.discounts)
FROM (
SELECT n.ticket_type_id, n.price_paise::bigint AS unit_price, coalesce(n.discount_funded_by, '') AS funder,
      1 * (n.state <> 'cancelled')::int AS sold,
      1 * CASE WHEN (n.state <> 'cancelled') THEN n.discount_paise ELSE 0 END AS discounts
    FROM tickets n
) x GROUP BY x.ticket_type_id, x.unit_price, x.funder;
