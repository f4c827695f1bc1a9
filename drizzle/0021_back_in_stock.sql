CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_requests_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_waiting_key" ON "back_in_stock_requests" USING btree ("product_id",lower("email")) WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_confirmed_idx" ON "back_in_stock_requests" USING btree ("product_id") WHERE "back_in_stock_requests"."confirmed_at" is not null and "back_in_stock_requests"."notified_at" is null;