CREATE TABLE "catalogue_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience_type" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount_per_ticket_paise" integer,
	"min_tickets" integer DEFAULT 1 NOT NULL,
	"ticket_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total_cap_tickets" integer NOT NULL,
	"budget_paise" bigint,
	"per_buyer_limit" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_offers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "event_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"tickets_redeemed" integer DEFAULT 0 NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	CONSTRAINT "event_offers_counters_non_negative" CHECK ("event_offers"."redemptions" >= 0 and "event_offers"."tickets_redeemed" >= 0 and "event_offers"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_audiences" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_buyer_uses" (
	"event_offer_id" uuid NOT NULL,
	"buyer_key" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_buyer_uses_event_offer_id_buyer_key_pk" PRIMARY KEY("event_offer_id","buyer_key")
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_offer_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"tickets" integer NOT NULL,
	"discount_paise" bigint NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"buyer_key" text,
	"redeemed_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "offer_redemptions_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_offers" ADD CONSTRAINT "catalogue_offers_audience_type_offer_audiences_type_fk" FOREIGN KEY ("audience_type") REFERENCES "public"."offer_audiences"("type") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_offers" ADD CONSTRAINT "event_offers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_offers" ADD CONSTRAINT "event_offers_offer_id_catalogue_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."catalogue_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_offers" ADD CONSTRAINT "event_offers_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_buyer_uses" ADD CONSTRAINT "offer_buyer_uses_event_offer_id_event_offers_id_fk" FOREIGN KEY ("event_offer_id") REFERENCES "public"."event_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_event_offer_id_event_offers_id_fk" FOREIGN KEY ("event_offer_id") REFERENCES "public"."event_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_offers_audience_idx" ON "catalogue_offers" USING btree ("audience_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_offers_event_offer_idx" ON "event_offers" USING btree ("event_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_idx" ON "offer_redemptions" USING btree ("event_offer_id","redeemed_at");