CREATE TABLE "order_claims" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"settlement" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"replacement_order_id" uuid,
	"settled_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	CONSTRAINT "order_claims_replacement_order_id_unique" UNIQUE("replacement_order_id")
);
--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;