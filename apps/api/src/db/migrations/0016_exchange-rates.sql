CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric NOT NULL,
	"source" text NOT NULL,
	"entered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_day_pk" PRIMARY KEY("currency","day")
);
