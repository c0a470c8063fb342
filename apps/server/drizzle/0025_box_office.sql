CREATE TABLE "box_office_door_prices" (
	"ticket_type_id" uuid PRIMARY KEY NOT NULL,
	"door_price_paise" integer,
	"door_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "box_office_door_prices_price" CHECK ("box_office_door_prices"."door_price_paise" is null or "box_office_door_prices"."door_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "box_office_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"method" text NOT NULL,
	"tickets" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tendered_paise" bigint,
	"change_paise" bigint,
	"reference" text,
	"comp_reason" text,
	"sold_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	"void_note" text,
	CONSTRAINT "box_office_sales_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "box_office_sales_amount" CHECK ("box_office_sales"."amount_paise" >= 0 and "box_office_sales"."tickets" > 0),
	CONSTRAINT "box_office_sales_comp" CHECK (("box_office_sales"."method" = 'COMP') = ("box_office_sales"."comp_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "box_office_session_terms" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"comp_limit" integer DEFAULT 0 NOT NULL,
	"offers_at_door" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "box_office_session_terms_comp" CHECK ("box_office_session_terms"."comp_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "box_office_settings" (
	"organiser_id" uuid PRIMARY KEY NOT NULL,
	"upi_id" text NOT NULL,
	"payee_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_office_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_float_paise" bigint NOT NULL,
	"closed_at" timestamp with time zone,
	"expected_cash_paise" bigint,
	"counted_cash_paise" bigint,
	"note" text,
	CONSTRAINT "box_office_shifts_float" CHECK ("box_office_shifts"."opening_float_paise" >= 0),
	CONSTRAINT "box_office_shifts_closed" CHECK (("box_office_shifts"."closed_at" is null) = ("box_office_shifts"."counted_cash_paise" is null))
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "collected_by_organiser_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_office_door_prices" ADD CONSTRAINT "box_office_door_prices_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_sales" ADD CONSTRAINT "box_office_sales_shift_id_box_office_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."box_office_shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_sales" ADD CONSTRAINT "box_office_sales_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_sales" ADD CONSTRAINT "box_office_sales_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_sales" ADD CONSTRAINT "box_office_sales_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_session_terms" ADD CONSTRAINT "box_office_session_terms_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_settings" ADD CONSTRAINT "box_office_settings_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_office_sales_shift_idx" ON "box_office_sales" USING btree ("shift_id","sold_at");--> statement-breakpoint
CREATE INDEX "box_office_sales_session_idx" ON "box_office_sales" USING btree ("session_id","method");--> statement-breakpoint
CREATE UNIQUE INDEX "box_office_shifts_open_idx" ON "box_office_shifts" USING btree ("user_id") WHERE "box_office_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "box_office_shifts_session_idx" ON "box_office_shifts" USING btree ("session_id","opened_at");--> statement-breakpoint
CREATE INDEX "box_office_shifts_organiser_idx" ON "box_office_shifts" USING btree ("organiser_id","opened_at");--> statement-breakpoint
-- A closed shift never changes (docs/box-office.md): once closed_at is set, no column may change and the row may not be deleted.
CREATE OR REPLACE FUNCTION box_office_shifts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.closed_at IS NOT NULL THEN RAISE EXCEPTION 'a closed box-office shift cannot be deleted' USING ERRCODE = 'check_violation'; END IF;
    RETURN OLD;
  END IF;
  IF OLD.closed_at IS NOT NULL AND ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    RAISE EXCEPTION 'a closed box-office shift cannot change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER box_office_shifts_guard BEFORE UPDATE OR DELETE ON box_office_shifts FOR EACH ROW EXECUTE FUNCTION box_office_shifts_guard();
