-- Sends counted before this migration name neither a purpose nor an address (hand-written line): they only fed the
-- send limits for a day, so they are dropped and every number starts with its budgets once.
DELETE FROM "otp_sends";--> statement-breakpoint
DROP INDEX "otp_sends_destination_idx";--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "purpose" text NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_sends_budget_idx" ON "otp_sends" USING btree ("destination","purpose","sent_at");
