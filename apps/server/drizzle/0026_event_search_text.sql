-- hand-written (keep on regeneration): the composite trigram index needs btree_gin (PostgreSQL contrib; PGlite loads
-- it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "event_sessions_venue_trgm_idx";--> statement-breakpoint
DROP INDEX "events_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_venues" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("events"."title" || ' ' || coalesce("events"."event_code", '') || ' ' || "events"."draft_id" || ' ' || coalesce("events"."city", '') || ' ' || coalesce("events"."search_venues", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("organiser_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_order_idx" ON "events" USING btree ("organiser_id",("event_code" is null),"updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- hand-written (keep on regeneration)
-- events.search_venues is the distinct venue names of the event's shows, kept exact with last_show_at by the
-- statement-level triggers of migration 0014 (one update per event per statement); an event whose figures did not
-- change is not written again.
CREATE OR REPLACE FUNCTION events_sync_sessions(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET last_show_at = x.last_show, search_venues = x.venues
  FROM (
    SELECT k.id,
      (SELECT max(s.show_time) FROM event_sessions s WHERE s.event_id = k.id) AS last_show,
      (SELECT string_agg(DISTINCT lower(s.venue_name), ' ') FROM event_sessions s WHERE s.event_id = k.id) AS venues
    FROM unnest(ids) AS k(id)
  ) x
  WHERE e.id = x.id AND (e.last_show_at, e.search_venues) IS DISTINCT FROM (x.last_show, x.venues);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_sync_last_show_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_sync_sessions(ARRAY(SELECT DISTINCT n.event_id FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_sync_last_show_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_sync_sessions(ARRAY(SELECT DISTINCT o.event_id FROM old_rows o));
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE events e SET search_venues = (SELECT string_agg(DISTINCT lower(s.venue_name), ' ') FROM event_sessions s WHERE s.event_id = e.id);
