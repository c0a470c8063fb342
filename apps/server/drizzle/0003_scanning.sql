CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"channel_booking_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_mobile" text,
	"buyer_email" text,
	"sold_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ticket_count" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "sales_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_channels_name_unique" UNIQUE("name"),
	CONSTRAINT "sales_channels_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"inventory" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"price_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_sold_within_inventory" CHECK ("ticket_types"."sold" >= 0 and "ticket_types"."sold" <= "ticket_types"."inventory")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barcode" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"first_entered_at" timestamp with time zone,
	"last_scan_at" timestamp with time zone,
	"last_device" text,
	CONSTRAINT "tickets_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "scan_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid,
	"barcode" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid,
	"device_id" text NOT NULL,
	"user_agent" text,
	"latitude" text DEFAULT 'na' NOT NULL,
	"longitude" text DEFAULT 'na' NOT NULL,
	"accuracy" text DEFAULT 'na' NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_idempotency" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scan_idempotency_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "tcs_flag" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "merchant_details" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_id_sales_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."sales_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_attempts" ADD CONSTRAINT "scan_attempts_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_attempts" ADD CONSTRAINT "scan_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_idempotency" ADD CONSTRAINT "scan_idempotency_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_channel_booking_idx" ON "bookings" USING btree ("channel_id","channel_booking_id");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "bookings_event_sold_idx" ON "bookings" USING btree ("event_id","sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_types_session_code_idx" ON "ticket_types" USING btree ("session_id","code");--> statement-breakpoint
CREATE INDEX "tickets_booking_idx" ON "tickets" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "tickets_session_state_idx" ON "tickets" USING btree ("session_id","state");--> statement-breakpoint
CREATE INDEX "scan_attempts_session_at_idx" ON "scan_attempts" USING btree ("session_id","at");--> statement-breakpoint
CREATE INDEX "scan_attempts_ticket_idx" ON "scan_attempts" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "scan_idempotency_created_idx" ON "scan_idempotency" USING btree ("created_at");