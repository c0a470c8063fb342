DROP INDEX "scan_idempotency_created_idx";--> statement-breakpoint
CREATE INDEX "scan_idempotency_created_idx" ON "scan_idempotency" USING brin ("created_at");