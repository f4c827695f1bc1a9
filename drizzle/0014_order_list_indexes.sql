CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_trigram_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trigram_idx" ON "orders" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);