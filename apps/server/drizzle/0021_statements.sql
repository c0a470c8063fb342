CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "payout_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"organiser_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"beneficiary_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"narration" text NOT NULL,
	"utr" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_batch_items_amount" CHECK ("payout_batch_items"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'PREPARED' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"prepared_by" uuid NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"bank_file_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"note" text,
	CONSTRAINT "payout_batches_number_unique" UNIQUE("number"),
	CONSTRAINT "payout_batches_status_check" CHECK ("payout_batches"."status" in ('PREPARED', 'APPROVED', 'PAID', 'CANCELLED')),
	CONSTRAINT "payout_batches_maker_checker" CHECK ("payout_batches"."approved_by" is null or "payout_batches"."approved_by" <> "payout_batches"."prepared_by")
);
--> statement-breakpoint
CREATE TABLE "statement_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"source_statement_id" uuid,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"amount_paise" bigint NOT NULL,
	"applied_statement_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"number" text,
	"financial_year" text,
	"seq" integer,
	"invoice_number" text,
	"show_time" timestamp with time zone NOT NULL,
	"rates_on" date NOT NULL,
	"due_date" date NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"gross_sales_paise" bigint DEFAULT 0 NOT NULL,
	"discounts_paise" bigint DEFAULT 0 NOT NULL,
	"organiser_discount_paise" bigint DEFAULT 0 NOT NULL,
	"reimbursed_discount_paise" bigint DEFAULT 0 NOT NULL,
	"buyers_paid_paise" bigint DEFAULT 0 NOT NULL,
	"channel_keeps_paise" bigint DEFAULT 0 NOT NULL,
	"organiser_earns_paise" bigint DEFAULT 0 NOT NULL,
	"platform_fee_paise" bigint DEFAULT 0 NOT NULL,
	"fee_cgst_paise" bigint DEFAULT 0 NOT NULL,
	"fee_sgst_paise" bigint DEFAULT 0 NOT NULL,
	"fee_igst_paise" bigint DEFAULT 0 NOT NULL,
	"proceeds_paise" bigint DEFAULT 0 NOT NULL,
	"net_taxable_value_paise" bigint DEFAULT 0 NOT NULL,
	"tcs_cgst_paise" bigint DEFAULT 0 NOT NULL,
	"tcs_sgst_paise" bigint DEFAULT 0 NOT NULL,
	"tcs_igst_paise" bigint DEFAULT 0 NOT NULL,
	"tds_base_paise" bigint DEFAULT 0 NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"adjustments_paise" bigint DEFAULT 0 NOT NULL,
	"carried_in_paise" bigint DEFAULT 0 NOT NULL,
	"net_paise" bigint DEFAULT 0 NOT NULL,
	"net_payable_paise" bigint DEFAULT 0 NOT NULL,
	"carried_out_paise" bigint DEFAULT 0 NOT NULL,
	"carried_from_id" uuid,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rates" jsonb NOT NULL,
	"tcs_flag" text NOT NULL,
	"organiser_gstin" text,
	"organiser_state_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"paid_at" timestamp with time zone,
	"utr" text,
	"hold_reason" text,
	"hold_note" text,
	"held_at" timestamp with time zone,
	"held_by" uuid,
	"hold_from_status" text,
	"payout_batch_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "statements_number_unique" UNIQUE("number"),
	CONSTRAINT "statements_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "statements_status_check" CHECK ("statements"."status" in ('DRAFT', 'ISSUED', 'APPROVED', 'PAID', 'ON_HOLD')),
	CONSTRAINT "statements_hold_has_reason" CHECK (("statements"."status" <> 'ON_HOLD') or ("statements"."hold_reason" is not null)),
	CONSTRAINT "statements_paid_has_utr" CHECK (("statements"."status" <> 'PAID') or ("statements"."utr" is not null and "statements"."paid_at" is not null)),
	CONSTRAINT "statements_issued_numbered" CHECK (("statements"."issued_at" is null) = ("statements"."number" is null)),
	CONSTRAINT "statements_net_split" CHECK ("statements"."net_payable_paise" >= 0 and "statements"."carried_out_paise" >= 0 and "statements"."net_payable_paise" - "statements"."carried_out_paise" = "statements"."net_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_rate_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_overrides_rate" CHECK ("tax_rate_overrides"."rate_bp" >= 0 and "tax_rate_overrides"."rate_bp" <= 5000)
);
--> statement-breakpoint
ALTER TABLE "organisers" ADD COLUMN "bank_details_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_adjustments" ADD CONSTRAINT "statement_adjustments_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_adjustments" ADD CONSTRAINT "statement_adjustments_source_statement_id_statements_id_fk" FOREIGN KEY ("source_statement_id") REFERENCES "public"."statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_adjustments" ADD CONSTRAINT "statement_adjustments_applied_statement_id_statements_id_fk" FOREIGN KEY ("applied_statement_id") REFERENCES "public"."statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_overrides" ADD CONSTRAINT "tax_rate_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_items_batch_statement_idx" ON "payout_batch_items" USING btree ("batch_id","statement_id");--> statement-breakpoint
CREATE INDEX "payout_batch_items_statement_idx" ON "payout_batch_items" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_items_utr_idx" ON "payout_batch_items" USING btree ("utr") WHERE "payout_batch_items"."utr" is not null;--> statement-breakpoint
CREATE INDEX "payout_batches_status_idx" ON "payout_batches" USING btree ("status","prepared_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statement_adjustments_pending_idx" ON "statement_adjustments" USING btree ("organiser_id","created_at") WHERE "statement_adjustments"."applied_statement_id" is null;--> statement-breakpoint
CREATE INDEX "statement_adjustments_source_idx" ON "statement_adjustments" USING btree ("source_statement_id");--> statement-breakpoint
CREATE INDEX "statement_adjustments_applied_idx" ON "statement_adjustments" USING btree ("applied_statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_fy_seq_idx" ON "statements" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE INDEX "statements_organiser_status_idx" ON "statements" USING btree ("organiser_id","status","show_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statements_organiser_show_idx" ON "statements" USING btree ("organiser_id","show_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rate_overrides_kind_from_idx" ON "tax_rate_overrides" USING btree ("kind","effective_from");--> statement-breakpoint
CREATE OR REPLACE FUNCTION statements_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lifecycle text[] := ARRAY['status', 'approved_at', 'approved_by', 'paid_at', 'utr', 'hold_reason', 'hold_note', 'held_at', 'held_by', 'hold_from_status', 'payout_batch_id', 'updated_at'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.issued_at IS NOT NULL THEN
      RAISE EXCEPTION 'statement % is issued: it cannot be deleted', OLD.number USING ERRCODE = 'raise_exception';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.issued_at IS NULL THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - lifecycle) IS DISTINCT FROM (to_jsonb(OLD) - lifecycle) THEN
    RAISE EXCEPTION 'statement % is issued: its figures, lines and number cannot change', OLD.number USING ERRCODE = 'raise_exception';
  END IF;
  IF OLD.status = 'PAID' AND (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    RAISE EXCEPTION 'statement % is paid: it cannot change', OLD.number USING ERRCODE = 'raise_exception';
  END IF;
  IF NEW.status = 'DRAFT' THEN
    RAISE EXCEPTION 'statement % is issued: it cannot go back to draft', OLD.number USING ERRCODE = 'raise_exception';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER statements_guard_update BEFORE UPDATE ON statements FOR EACH ROW EXECUTE FUNCTION statements_guard();
--> statement-breakpoint
CREATE TRIGGER statements_guard_delete BEFORE DELETE ON statements FOR EACH ROW EXECUTE FUNCTION statements_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_adjustments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.applied_statement_id IS NOT NULL THEN
    RAISE EXCEPTION 'adjustment % is on an issued statement: it cannot change', OLD.id USING ERRCODE = 'raise_exception';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER statement_adjustments_guard_update BEFORE UPDATE ON statement_adjustments FOR EACH ROW EXECUTE FUNCTION statement_adjustments_guard();
--> statement-breakpoint
CREATE TRIGGER statement_adjustments_guard_delete BEFORE DELETE ON statement_adjustments FOR EACH ROW EXECUTE FUNCTION statement_adjustments_guard();
