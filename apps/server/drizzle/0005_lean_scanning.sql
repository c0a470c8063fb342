ALTER TABLE "scan_attempts" DROP CONSTRAINT "scan_attempts_session_id_event_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "scan_attempts" DROP CONSTRAINT "scan_attempts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scan_idempotency" DROP CONSTRAINT "scan_idempotency_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "tickets_session_state_idx";--> statement-breakpoint
DROP INDEX "scan_attempts_ticket_idx";--> statement-breakpoint
CREATE INDEX "tickets_session_idx" ON "tickets" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "tickets" SET (fillfactor = 80);
