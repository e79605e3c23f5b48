CREATE TABLE "composed_sides" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "composed_sides_used_idx" ON "composed_sides" USING btree ("used_at");