CREATE TABLE "organiser_event_counts" (
	"organiser_id" uuid NOT NULL,
	"status" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organiser_event_counts_organiser_id_status_pk" PRIMARY KEY("organiser_id","status")
);
--> statement-breakpoint
ALTER TABLE "organiser_event_counts" ADD CONSTRAINT "organiser_event_counts_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- organiser_event_counts stays exact through statement-level triggers on events (transition tables): each statement
-- adds, per organiser and status, its rows after it minus its rows before it, in the statement's own transaction, so
-- a rolled back write changes nothing. Only counts that change are written (an edit that keeps an event's organiser
-- and status writes none), in (organiser, status) order.
CREATE OR REPLACE FUNCTION organiser_event_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organiser_event_counts AS c (organiser_id, status, events)
  SELECT organiser_id, status, count(*)::int FROM new_rows GROUP BY organiser_id, status ORDER BY organiser_id, status
  ON CONFLICT (organiser_id, status) DO UPDATE SET events = c.events + excluded.events;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION organiser_event_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organiser_event_counts AS c (organiser_id, status, events)
  SELECT organiser_id, status, -count(*)::int FROM old_rows GROUP BY organiser_id, status ORDER BY organiser_id, status
  ON CONFLICT (organiser_id, status) DO UPDATE SET events = c.events + excluded.events;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION organiser_event_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organiser_event_counts AS c (organiser_id, status, events)
  SELECT d.organiser_id, d.status, sum(d.n)::int FROM (
    SELECT o.organiser_id, o.status, -1 AS n FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.organiser_id, o.status) IS DISTINCT FROM (n.organiser_id, n.status)
    UNION ALL
    SELECT n.organiser_id, n.status, 1 AS n FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.organiser_id, o.status) IS DISTINCT FROM (n.organiser_id, n.status)
  ) d GROUP BY d.organiser_id, d.status HAVING sum(d.n) <> 0 ORDER BY d.organiser_id, d.status
  ON CONFLICT (organiser_id, status) DO UPDATE SET events = c.events + excluded.events;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_counts_insert AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organiser_event_counts_add();--> statement-breakpoint
CREATE TRIGGER events_counts_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION organiser_event_counts_remove();--> statement-breakpoint
CREATE TRIGGER events_counts_update AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organiser_event_counts_move();--> statement-breakpoint
-- The events already there.
INSERT INTO organiser_event_counts (organiser_id, status, events) SELECT organiser_id, status, count(*)::int FROM events GROUP BY organiser_id, status;
