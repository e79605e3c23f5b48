ALTER TABLE "designs" ADD COLUMN "source_width" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "print_ready_at" timestamp with time zone;--> statement-breakpoint
-- Designs made before the two-stage pipeline got their print file with their thumbnail.
UPDATE "designs" SET "print_ready_at" = "created_at";