ALTER TABLE "stock_movements" ADD COLUMN "note" text;--> statement-breakpoint
-- The ledger begins with every product's count as it stands (decision 172): one opening row for whatever the
-- movements recorded so far do not explain, so that from now on the stock is the sum of its product's rows.
INSERT INTO "stock_movements" ("product_id", "product_slug", "change", "reason")
SELECT p."id", p."slug", p."stock" - coalesce(m."total", 0), 'opening'
FROM "products" p
LEFT JOIN (SELECT "product_id", sum("change")::integer AS "total" FROM "stock_movements" GROUP BY "product_id") m
  ON m."product_id" = p."id"
WHERE p."stock" <> coalesce(m."total", 0);
