-- Search (docs/decisions/010-search.md). Trigram similarity corrects misspelt words against the catalogue's own
-- vocabulary: comparing a word with a few thousand words is cheap, whereas comparing the whole term with every
-- product title costs ~10 µs a row, too slow for broad terms on 50,000 products.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Suggestions: an exact title (any case) is found at once, and the most-reviewed products are walked in order.
CREATE INDEX "products_title_lower_idx" ON "products" USING btree (lower("title"));
--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("review_count" DESC, "id");
--> statement-breakpoint
-- The words of titles, brands, categories and tags (lower case, 3+ characters, not plain numbers).
-- Words of products since deleted or renamed may remain; a correction to one of them simply finds nothing.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION store_search_words_of(title text, brand text, category text, tags text[]) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT DISTINCT word
    FROM regexp_split_to_table(lower(concat_ws(' ', title, brand, category, store_join_words(tags))), '[^[:alnum:]]+') AS word
    WHERE char_length(word) >= 3 AND word !~ '^[0-9]+$'
  $$;
--> statement-breakpoint
-- One statement-level trigger per write keeps bulk imports fast (one INSERT for all new rows).
CREATE FUNCTION store_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_words (word)
      SELECT DISTINCT words.word
      FROM changed_products, store_search_words_of(changed_products.title, changed_products.brand,
        changed_products.category, changed_products.tags) AS words(word)
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER "products_collect_search_words_on_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION store_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER "products_collect_search_words_on_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION store_collect_search_words();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT words.word
FROM "products", store_search_words_of("products"."title", "products"."brand", "products"."category", "products"."tags") AS words(word)
ON CONFLICT DO NOTHING;
