DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_title_order_idx" ON "products" USING btree ("category",lower("title") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_featured_title_order_idx" ON "products" USING btree (lower("title") COLLATE "C","id") WHERE "products"."featured";--> statement-breakpoint
CREATE INDEX "products_best_seller_title_order_idx" ON "products" USING btree (lower("title") COLLATE "C","id") WHERE "products"."best_seller";--> statement-breakpoint
CREATE INDEX "products_title_trigram_idx" ON "products" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trigram_idx" ON "products" USING gin (lower("brand") gin_trgm_ops);