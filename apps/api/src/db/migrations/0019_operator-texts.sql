ALTER TABLE "alerts" ADD COLUMN "message_text" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary_text" jsonb;