import { asc, gt } from "drizzle-orm";
import { csvLine } from "~/lib/csv";
import { PRODUCTS_CSV_HEADER, type ProductCsvRecord, productCsvLine } from "~/lib/products-csv";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { toProductDraft } from "./admin-products";

const BATCH_SIZE = 500;

export type ProductRow = typeof products.$inferSelect;

/** A product row as a line of the catalogue file (decision 176). */
export function toProductCsvRecord(row: ProductRow): ProductCsvRecord {
  return {
    ...toProductDraft(row),
    images: row.images,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    archived: row.archivedAt !== null,
  };
}

/**
 * Every product, archived ones included, as CSV text by address, read `batchSize` at a time so a large catalogue
 * never sits in memory at once.
 */
export async function* exportProductsCsv(options: { batchSize?: number; db?: Database } = {}): AsyncGenerator<string> {
  const db = options.db ?? (await getDb());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  yield csvLine(PRODUCTS_CSV_HEADER);
  let after: string | undefined;
  while (true) {
    const rows = await db
      .select()
      .from(products)
      .where(after === undefined ? undefined : gt(products.slug, after))
      .orderBy(asc(products.slug))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map((row) => productCsvLine(toProductCsvRecord(row))).join("");
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.slug;
  }
}
