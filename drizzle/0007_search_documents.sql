-- Search reads a narrow copy of each product (docs/decisions/010-search.md). A broad term matches thousands of
-- products, and each match's row is read to count it by category and to rank it: product rows are about 1 kB
-- (descriptions, ingredients, FAQs), these about 400 bytes. The small columns come before the vector so
-- reading a category or a price never steps over it.
-- Kept by statement-level triggers on products; deletions cascade. Each statement's rows are written in order
-- of category, brand and title, so a bulk import (the seed writes 1,000 products a statement) keeps a
-- category's or a brand's products on neighbouring pages: a broad term like 'protein' then reads about a third
-- of the pages it would read in arrival order.
-- Written to run safely again on a database that already has it.
CREATE TABLE IF NOT EXISTS "search_documents" (
	"product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	"review_count" integer NOT NULL,
	-- The case-blind A-Z key of the catalogue (lower(title) COLLATE "C"), also what an exact title is checked on.
	"title_key" text COLLATE "C" NOT NULL,
	"vector" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_vector_idx" ON "search_documents" USING gin ("vector");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_copy_search_documents() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_documents (product_id, category, price_cents, rating, review_count, title_key, vector)
      SELECT id, category, effective_price_cents, rating, review_count, lower(title), search_vector
      FROM changed_products
      ORDER BY category, brand, lower(title)
      ON CONFLICT (product_id) DO UPDATE SET
        category = excluded.category, price_cents = excluded.price_cents, rating = excluded.rating,
        review_count = excluded.review_count, title_key = excluded.title_key, vector = excluded.vector
      -- Stock and other writes that change nothing searched leave the copy (and its index) alone.
      WHERE (search_documents.category, search_documents.price_cents, search_documents.rating,
          search_documents.review_count, search_documents.title_key, search_documents.vector)
        IS DISTINCT FROM (excluded.category, excluded.price_cents, excluded.rating,
          excluded.review_count, excluded.title_key, excluded.vector);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_copy_search_documents_on_insert" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_copy_search_documents_on_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION store_copy_search_documents();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_copy_search_documents_on_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_copy_search_documents_on_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION store_copy_search_documents();
--> statement-breakpoint
INSERT INTO "search_documents" ("product_id", "category", "price_cents", "rating", "review_count", "title_key", "vector")
SELECT "id", "category", "effective_price_cents", "rating", "review_count", lower("title"), "search_vector"
FROM "products"
ORDER BY "category", "brand", lower("title")
ON CONFLICT ("product_id") DO NOTHING;
