ALTER TABLE "designs" ADD COLUMN "source" text DEFAULT 'generated' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "layers" jsonb;