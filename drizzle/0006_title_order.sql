DROP INDEX "products_title_idx";--> statement-breakpoint
CREATE INDEX "products_title_order_idx" ON "products" USING btree (lower("title") COLLATE "C","id");