-- hand-written (keep on regeneration): the trigram indexes below need pg_trgm (PostgreSQL contrib; PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "event_sessions_venue_trgm_idx" ON "event_sessions" USING gin (lower("venue_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_tab_published_idx" ON "events" USING btree ("organiser_id",coalesce("last_show_at", 'infinity'::timestamptz),"id") WHERE "events"."status" in ('active', 'inactive');--> statement-breakpoint
CREATE INDEX "events_tab_draft_idx" ON "events" USING btree ("organiser_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."status" in ('draft', 'createEvent', 'draftEventDetails', 'draftTicketDetails', 'readyForReview', 'review', 'onHold', 'readyToPublish', 'approved', 'published', 'publishedUpdates');--> statement-breakpoint
CREATE INDEX "events_tab_closed_idx" ON "events" USING btree ("organiser_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."status" in ('closed', 'unlisted');--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin (lower("title" || ' ' || coalesce("event_code", '') || ' ' || "draft_id" || ' ' || coalesce("city", '')) gin_trgm_ops);