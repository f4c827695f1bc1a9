-- "Notify me" per flavour (decision 181): a request may name the flavour it waits for; one without waits for any
-- units of the product, as every request so far did.
DROP INDEX "back_in_stock_waiting_key";--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_waiting_key" ON "back_in_stock_requests" USING btree ("product_id",coalesce("variant_id"::text, ''),lower("email")) WHERE "back_in_stock_requests"."notified_at" is null;