CREATE TABLE "report_schedules" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"minute_of_day" integer NOT NULL,
	"recipient" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- The live feed (services/live): a committed change to bookings (a sale, a cancellation) or to tickets (a scan)
-- notifies channel diy_live with one payload per event and session the statement touched. Statement-level triggers
-- with transition tables: one notification per statement and session, whatever the number of rows; NOTIFY is sent
-- at commit, so a rolled-back write notifies nothing. `id` is microseconds since 1970 from the database's clock, the
-- same for every listening process (the SSE id clients resume from).
CREATE OR REPLACE FUNCTION diy_live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE WHEN TG_TABLE_NAME = 'tickets' THEN 'scan' ELSE 'booking' END;
  micros bigint := (extract(epoch from clock_timestamp()) * 1000000)::bigint;
BEGIN
  PERFORM pg_notify('diy_live', json_build_object(
    'id', micros::text, 'kind', kind, 'organiserId', e.organiser_id, 'eventId', e.id, 'eventCode', e.event_code, 'sessionId', x.session_id)::text)
  FROM (SELECT DISTINCT session_id FROM changed_rows) x
  JOIN event_sessions s ON s.id = x.session_id
  JOIN events e ON e.id = s.event_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_live_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION diy_live_notify();
--> statement-breakpoint
CREATE TRIGGER bookings_live_update AFTER UPDATE ON bookings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION diy_live_notify();
--> statement-breakpoint
CREATE TRIGGER tickets_live_update AFTER UPDATE ON tickets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION diy_live_notify();
