-- A flavour's own low-stock alert level (decision 183): null, the default, follows the product's.
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_low_stock_threshold_check" CHECK ("product_variants"."low_stock_threshold" >= 0);