-- Search reads only the products the store shows (decision 174). The search page reads search_documents, not
-- products, so the copy itself leaves archived products out: an archived product's row is removed, and a product
-- put back in the store is copied again. Testing archived_at at query time instead would read a product row per
-- match, which the narrow copy exists to avoid (migration 0007). The function is 0007's, with the two
-- archived_at conditions added; its triggers stay as they are.
CREATE OR REPLACE FUNCTION store_copy_search_documents() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM search_documents
      USING changed_products
      WHERE search_documents.product_id = changed_products.id AND changed_products.archived_at IS NOT NULL;
      INSERT INTO search_documents (product_id, category, price_cents, rating, review_count, title_key, vector)
      SELECT id, category, effective_price_cents, rating, review_count, lower(title), search_vector
      FROM changed_products
      WHERE archived_at IS NULL
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
DELETE FROM "search_documents"
USING "products"
WHERE "products"."id" = "search_documents"."product_id" AND "products"."archived_at" IS NOT NULL;
