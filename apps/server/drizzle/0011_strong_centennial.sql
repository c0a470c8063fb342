ALTER TABLE "scan_attempts" ADD COLUMN "gate" text;--> statement-breakpoint
ALTER TABLE "scan_attempts" ADD COLUMN "reason" text;