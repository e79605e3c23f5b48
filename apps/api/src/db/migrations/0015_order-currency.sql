ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'EUR';--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
-- Orders placed before currencies were chosen were in euros, written the way Stripe writes codes.
UPDATE "orders" SET "currency" = upper("currency") WHERE "currency" <> upper("currency");
