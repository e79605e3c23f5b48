ALTER TABLE "designs" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "style" text;