-- The search vector weighs a product's name, its title without the leading brand, as the title (decision 130):
-- otherwise 'protein' is in the title of every Rule One Proteins product, creatine and fish oil included.
CREATE OR REPLACE FUNCTION store_product_name(title text, brand text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
      WHEN brand <> '' AND starts_with(lower(title), lower(brand) || ' ') THEN substr(title, char_length(brand) + 2)
      ELSE title
    END
  $$;
--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', store_product_name(title, brand)), 'A') || setweight(to_tsvector('english', coalesce(brand, '')), 'B') || setweight(to_tsvector('english', replace(category, '-', ' ') || ' ' || replace(store_join_words(tags), '-', ' ')), 'C') || setweight(to_tsvector('english', description || ' ' || ingredients), 'D')) STORED;--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Adding a column fires no trigger: the search copy takes the new vectors here.
UPDATE "search_documents" SET "vector" = "products"."search_vector"
FROM "products" WHERE "products"."id" = "search_documents"."product_id";
