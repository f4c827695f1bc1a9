CREATE TABLE "tax_rates" (
	"region" text PRIMARY KEY NOT NULL,
	"rate_ppm" integer NOT NULL,
	"shipping_taxable" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_ppm_range" CHECK ("tax_rates"."rate_ppm" between 0 and 200000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_taxed" boolean DEFAULT false NOT NULL;