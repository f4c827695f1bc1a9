-- Each flavour is sold as a variant with its own SKU and stock (decision 180). A product without flavours gets one
-- variant with no flavour. Today's stock is split evenly across a product's flavours, the remainder to the first
-- ones, and the split is booked in the ledger (reason 'split': the product's units out, each flavour's share in),
-- so every variant's rows sum to its stock as the product's always did. Past order lines learn their variant by
-- flavour. products.stock stays, as the sum of its variants, kept so by statement triggers.
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"flavor" text,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_flavor_key" ON "product_variants" USING btree ("product_id",coalesce("flavor", ''));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id") WHERE "stock_movements"."variant_id" is not null;
--> statement-breakpoint
WITH flavours AS (
  SELECT p.id AS product_id, f.flavor, min(f.n) AS n
  FROM products p CROSS JOIN LATERAL unnest(p.flavors) WITH ORDINALITY AS f(flavor, n)
  GROUP BY p.id, f.flavor
), shelves AS (
  SELECT product_id, flavor,
    (row_number() OVER (PARTITION BY product_id ORDER BY n) - 1)::integer AS position,
    (count(*) OVER (PARTITION BY product_id))::integer AS shares
  FROM flavours
  UNION ALL
  SELECT id, NULL, 0, 1 FROM products WHERE cardinality(flavors) = 0
)
INSERT INTO product_variants (product_id, flavor, sku, stock, position)
SELECT s.product_id, s.flavor,
  upper(p.slug) || CASE WHEN s.flavor IS NULL THEN '' ELSE '--' || coalesce(
    nullif(upper(trim(BOTH '-' FROM regexp_replace(lower(s.flavor), '[^a-z0-9]+', '-', 'g'))), ''),
    (s.position + 1)::text) END,
  greatest(p.stock, 0) / s.shares + CASE WHEN s.position < greatest(p.stock, 0) % s.shares THEN 1 ELSE 0 END,
  s.position
FROM shelves s JOIN products p ON p.id = s.product_id;
--> statement-breakpoint
INSERT INTO stock_movements (product_id, product_slug, change, reason)
SELECT id, slug, -stock, 'split' FROM products WHERE stock <> 0;
--> statement-breakpoint
INSERT INTO stock_movements (product_id, product_slug, variant_id, change, reason)
SELECT p.id, p.slug, v.id, v.stock, 'split'
FROM product_variants v JOIN products p ON p.id = v.product_id
WHERE v.stock <> 0
ORDER BY p.id, v.position;
--> statement-breakpoint
UPDATE order_lines SET variant_id = v.id
FROM product_variants v
WHERE v.product_id = order_lines.product_id AND v.flavor IS NOT DISTINCT FROM order_lines.flavor;
--> statement-breakpoint
-- Statement triggers, with the changed rows as tables, so an import of thousands of variants updates each product
-- once rather than once per row.
CREATE FUNCTION store_sum_variant_stock() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE products SET stock = products.stock + d.change
        FROM (SELECT product_id, sum(stock)::integer AS change FROM added_variants GROUP BY product_id) d
        WHERE products.id = d.product_id AND d.change <> 0;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE products SET stock = products.stock - d.change
        FROM (SELECT product_id, sum(stock)::integer AS change FROM removed_variants GROUP BY product_id) d
        WHERE products.id = d.product_id AND d.change <> 0;
      ELSE
        UPDATE products SET stock = products.stock + d.change
        FROM (
          SELECT product_id, sum(change)::integer AS change
          FROM (
            SELECT product_id, stock AS change FROM added_variants
            UNION ALL
            SELECT product_id, -stock FROM removed_variants
          ) moved
          GROUP BY product_id
        ) d
        WHERE products.id = d.product_id AND d.change <> 0;
      END IF;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_added AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS added_variants FOR EACH STATEMENT EXECUTE FUNCTION store_sum_variant_stock();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_changed AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS removed_variants NEW TABLE AS added_variants
  FOR EACH STATEMENT EXECUTE FUNCTION store_sum_variant_stock();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_removed AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS removed_variants FOR EACH STATEMENT EXECUTE FUNCTION store_sum_variant_stock();
