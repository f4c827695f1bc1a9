-- array_to_string is only STABLE, so generated columns cannot call it; joining words is immutable in practice.
CREATE OR REPLACE FUNCTION store_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;
--> statement-breakpoint
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"logo" text NOT NULL,
	"has_page" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"brand_slug" text,
	"brand" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary" text[] DEFAULT '{}'::text[] NOT NULL,
	"flavors" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"subscription_price_cents" integer,
	"effective_price_cents" integer GENERATED ALWAYS AS (coalesce(sale_price_cents, price_cents)) STORED NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"best_seller" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '')), 'B') || setweight(to_tsvector('english', replace(category, '-', ' ') || ' ' || replace(store_join_words(tags), '-', ' ')), 'C') || setweight(to_tsvector('english', description || ' ' || ingredients), 'D')) STORED,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_brand_slug_idx" ON "products" USING btree ("brand_slug");--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title");--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ("effective_price_cents");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");