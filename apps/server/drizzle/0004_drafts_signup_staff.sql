CREATE TABLE "master_artists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"primary_role" text NOT NULL,
	"known_for" text
);
--> statement-breakpoint
CREATE TABLE "master_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_genres" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_venues" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"region" text NOT NULL,
	"region_code" text NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"venue_type" text DEFAULT 'onGround' NOT NULL,
	"venue_sub_type" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "event_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"organiser_id" uuid NOT NULL,
	"banner_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "organiser_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signup_id" uuid NOT NULL,
	"user_id" uuid,
	"organiser_id" uuid,
	"current_step" text DEFAULT 'STEP2' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"general_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"bd_code" text,
	"rejection" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_applications_signup_id_unique" UNIQUE("signup_id"),
	CONSTRAINT "organiser_applications_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "organiser_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"reviewed_by" uuid,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organiser_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"media" text NOT NULL,
	"gst_number" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"kind" text DEFAULT 'signup' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "organiser_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_roles" text[] DEFAULT '{}' NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "ticket_type_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_organiser" uuid,
	"requested_by" uuid,
	"reviewed_by" uuid,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "ticket_type_names_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "source_event_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rejection_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_genres" ADD CONSTRAINT "master_genres_category_code_master_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."master_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_applications" ADD CONSTRAINT "organiser_applications_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_applications" ADD CONSTRAINT "organiser_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_applications" ADD CONSTRAINT "organiser_applications_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_applications" ADD CONSTRAINT "organiser_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_change_requests" ADD CONSTRAINT "organiser_change_requests_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_change_requests" ADD CONSTRAINT "organiser_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_change_requests" ADD CONSTRAINT "organiser_change_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_documents" ADD CONSTRAINT "organiser_documents_application_id_organiser_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."organiser_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_names" ADD CONSTRAINT "ticket_type_names_requested_by_organiser_organisers_id_fk" FOREIGN KEY ("requested_by_organiser") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_names" ADD CONSTRAINT "ticket_type_names_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_names" ADD CONSTRAINT "ticket_type_names_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_artists_name_idx" ON "master_artists" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "master_categories_parent_idx" ON "master_categories" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "master_genres_category_idx" ON "master_genres" USING btree ("category_code","sort");--> statement-breakpoint
CREATE INDEX "master_venues_type_idx" ON "master_venues" USING btree ("venue_type","trending");--> statement-breakpoint
CREATE INDEX "master_venues_name_idx" ON "master_venues" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "event_images_event_idx" ON "event_images" USING btree ("event_id","banner_type");--> statement-breakpoint
CREATE INDEX "organiser_applications_status_idx" ON "organiser_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "organiser_change_requests_status_idx" ON "organiser_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "organiser_change_requests_org_idx" ON "organiser_change_requests" USING btree ("organiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organiser_documents_media_idx" ON "organiser_documents" USING btree ("application_id","media","gst_number","kind");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "ticket_type_names_status_idx" ON "ticket_type_names" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "events_status_submitted_idx" ON "events" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "events_source_idx" ON "events" USING btree ("source_event_id");