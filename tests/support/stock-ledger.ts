import { asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "~/.server/db";
import { products, productVariants, stockMovements } from "~/.server/db/schema";

/** Every product's stock beside the sum of its ledger rows, by address. */
export async function ledgerAgainstStock(db: Database) {
  return db
    .select({
      slug: products.slug,
      stock: products.stock,
      ledger: sql<number>`coalesce((select sum(m.change) from stock_movements m where m.product_id = "products"."id"), 0)::integer`,
    })
    .from(products)
    .orderBy(asc(products.slug));
}

/**
 * The ledger's invariants (decisions 172, 180): every variant's and every product's stock is the sum of its rows,
 * and every product's stock is the sum of its variants'.
 */
export async function expectLedgerToExplainStock(db: Database): Promise<void> {
  const variantGaps = await db
    .select({
      sku: productVariants.sku,
      stock: productVariants.stock,
      rows: sql<number>`coalesce(sum(${stockMovements.change}), 0)::integer`,
    })
    .from(productVariants)
    .leftJoin(stockMovements, eq(stockMovements.variantId, productVariants.id))
    .groupBy(productVariants.id)
    .having(sql`${productVariants.stock} <> coalesce(sum(${stockMovements.change}), 0)`);
  expect(variantGaps).toEqual([]);
  const productGaps = (await ledgerAgainstStock(db)).filter((row) => row.stock !== row.ledger);
  expect(productGaps).toEqual([]);
  const sumGaps = await db
    .select({ slug: products.slug })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .groupBy(products.id)
    .having(sql`${products.stock} <> coalesce(sum(${productVariants.stock}), 0)`);
  expect(sumGaps).toEqual([]);
}
