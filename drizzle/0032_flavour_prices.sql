-- A flavour's own price and sale price (decision 189); null follows the product's.
ALTER TABLE "product_variants" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_cents" > 0 and "product_variants"."sale_price_cents" > 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sale_below_price_check" CHECK ("product_variants"."sale_price_cents" < "product_variants"."price_cents");