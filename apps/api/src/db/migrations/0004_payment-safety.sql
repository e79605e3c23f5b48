CREATE TABLE "shop_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
-- Before the index: an order with several open sessions keeps its newest one open.
UPDATE "payment_sessions" AS s SET "status" = 'expired', "updated_at" = now()
WHERE s."status" = 'open' AND EXISTS (
  SELECT 1 FROM "payment_sessions" AS newer
  WHERE newer."order_id" = s."order_id" AND newer."status" = 'open'
    AND (newer."created_at", newer."id") > (s."created_at", s."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_one_open_idx" ON "payment_sessions" USING btree ("order_id") WHERE status = 'open';