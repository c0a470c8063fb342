ALTER TABLE "events" ADD COLUMN "go_live_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_show_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_organiser_status_last_show_idx" ON "events" USING btree ("organiser_id","status","last_show_at");--> statement-breakpoint
-- hand-written (keep on regeneration)
-- events.last_show_at is the latest show of the event's sessions, kept exact by statement-level triggers in the
-- transaction that writes the sessions (a bulk insert of a year of shows updates each event once).
CREATE OR REPLACE FUNCTION events_sync_last_show_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET last_show_at = (SELECT max(s.show_time) FROM event_sessions s WHERE s.event_id = e.id)
  WHERE e.id IN (SELECT DISTINCT n.event_id FROM new_rows n);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_sync_last_show_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET last_show_at = (SELECT max(s.show_time) FROM event_sessions s WHERE s.event_id = e.id)
  WHERE e.id IN (SELECT DISTINCT o.event_id FROM old_rows o);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_sessions_last_show_ins AFTER INSERT ON event_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_sync_last_show_new();--> statement-breakpoint
CREATE TRIGGER event_sessions_last_show_upd_new AFTER UPDATE ON event_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_sync_last_show_new();--> statement-breakpoint
CREATE TRIGGER event_sessions_last_show_upd_old AFTER UPDATE ON event_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_sync_last_show_old();--> statement-breakpoint
CREATE TRIGGER event_sessions_last_show_del AFTER DELETE ON event_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION events_sync_last_show_old();--> statement-breakpoint
UPDATE events e SET last_show_at = (SELECT max(s.show_time) FROM event_sessions s WHERE s.event_id = e.id);
