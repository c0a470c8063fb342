ALTER TABLE "scan_attempts" ADD COLUMN "clamped_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_images" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_images" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "otp_sends_sent_brin_idx" ON "otp_sends" USING brin ("sent_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_brin_idx" ON "outbox_messages" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "scan_attempts_clamped_idx" ON "scan_attempts" USING btree ("session_id") WHERE "scan_attempts"."clamped_from" is not null;--> statement-breakpoint
-- hand-written (keep on regeneration)
-- An event image is attached once an event shows it: its storage key appears in the event's banner section or card
-- (banner_url). The event may be the image's own, or an edit copy of it (a copy's draft shows the live event's images).
-- Housekeeping prunes images never attached a day after their upload, and attached ones some time after they fell out
-- of use (docs/housekeeping.md).
CREATE OR REPLACE FUNCTION event_images_mark_attached() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_images i SET attached_at = now()
  WHERE i.attached_at IS NULL
    AND (i.event_id = NEW.id OR i.event_id = NEW.source_event_id)
    AND (strpos(coalesce((NEW.sections -> 'banner')::text, ''), i.storage_key) > 0 OR strpos(coalesce(NEW.banner_url, ''), i.storage_key) > 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_images_attached AFTER INSERT OR UPDATE OF sections, banner_url ON events FOR EACH ROW EXECUTE FUNCTION event_images_mark_attached();--> statement-breakpoint
-- The images events show already.
UPDATE event_images i SET attached_at = i.created_at
WHERE EXISTS (
  SELECT 1 FROM events e
  WHERE (e.id = i.event_id OR e.source_event_id = i.event_id)
    AND (strpos(coalesce((e.sections -> 'banner')::text, ''), i.storage_key) > 0 OR strpos(coalesce(e.banner_url, ''), i.storage_key) > 0)
);
