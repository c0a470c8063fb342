CREATE TABLE "scan_conflicts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"barcode" text NOT NULL,
	"admitted_device" text NOT NULL,
	"admitted_gate" text,
	"admitted_at" timestamp with time zone NOT NULL,
	"later_device" text NOT NULL,
	"later_gate" text,
	"later_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_attempts" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "scan_conflicts_session_idx" ON "scan_conflicts" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "tickets_session_changed_idx" ON "tickets" USING btree ("session_id","changed_at","id");--> statement-breakpoint
-- hand-written (keep on regeneration)
-- tickets.changed_at follows every change of a ticket (scans, undo, cancellation): the devices' modified-since cursor.
-- clock_timestamp (not the transaction's start) keeps it close to the commit; the cursor's overlap covers the rest.
CREATE OR REPLACE FUNCTION tickets_touch_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_changed_at BEFORE UPDATE ON tickets FOR EACH ROW EXECUTE FUNCTION tickets_touch_changed_at();--> statement-breakpoint
-- The live feed hears scans from scan_attempts (the gate's log: admissions, exits, undos and offline conflicts, with
-- their gate) instead of from every update of tickets; refused scans change no count and notify nothing.
DROP TRIGGER IF EXISTS tickets_live_update ON tickets;--> statement-breakpoint
CREATE OR REPLACE FUNCTION diy_live_notify_scans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  micros bigint := (extract(epoch from clock_timestamp()) * 1000000)::bigint;
BEGIN
  PERFORM pg_notify('diy_live', json_build_object(
    'id', micros::text, 'kind', 'scan', 'organiserId', e.organiser_id, 'eventId', e.id, 'eventCode', e.event_code, 'sessionId', x.session_id)::text)
  FROM (SELECT DISTINCT session_id FROM changed_rows WHERE outcome IN ('OK', 'UNDONE', 'ERR.SCAN.OFFLINE_CONFLICT')) x
  JOIN event_sessions s ON s.id = x.session_id
  JOIN events e ON e.id = s.event_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER scan_attempts_live_insert AFTER INSERT ON scan_attempts REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION diy_live_notify_scans();
