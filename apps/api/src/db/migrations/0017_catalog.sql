CREATE TABLE "catalog_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"price" numeric NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"set_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"prices" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_prices" ADD CONSTRAINT "catalog_prices_sku_catalog_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."catalog_variants"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_product_id_catalog_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_prices_sku_idx" ON "catalog_prices" USING btree ("sku","currency","starts_at");--> statement-breakpoint
CREATE INDEX "catalog_variants_product_idx" ON "catalog_variants" USING btree ("product_id");