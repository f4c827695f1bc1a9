import { getTableColumns, sql } from "drizzle-orm";
import { importSharedOutStock } from "~/.server/catalog/variants";
import type { Database } from "~/.server/db";
import { overwriteWhenChanged } from "~/.server/db/overwrite-when-changed";
import { products } from "~/.server/db/schema";

const {
  id: _id,
  slug: _slug,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  searchVector: _searchVector,
  effectivePriceCents: _effectivePriceCents,
  // Reviews own the rating columns, so a re-seed never overwrites them.
  rating: _rating,
  reviewCount: _reviewCount,
  // The owner's choices: a re-seed leaves an archived product archived, an alert level where it was set and
  // photos described in the owner's words.
  archivedAt: _archivedAt,
  lowStockThreshold: _lowStockThreshold,
  imageAlts: _imageAlts,
  // A product's units are its variants' sum (decision 180): they are set on the variants below.
  stock: _stock,
  ...productContent
} = getTableColumns(products);

const productConflict = overwriteWhenChanged(productContent);

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters (21 columns a row). */
const BATCH_SIZE = 1000;

/**
 * Inserts products, or updates the ones whose slug exists and whose content changed; each one's stock is shared
 * out among its flavours' variants (importSharedOutStock), so a re-seed resets the demo's counts.
 */
export async function upsertProducts(options: {
  db: Database;
  rows: readonly (typeof products.$inferInsert)[];
}): Promise<void> {
  const { db, rows } = options;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insert(products)
      .values(rows.slice(start, start + BATCH_SIZE).map(({ stock: _units, ...row }) => row))
      .onConflictDoUpdate({
        target: products.slug,
        set: { ...productConflict.set, updatedAt: sql`now()` },
        setWhere: productConflict.setWhere,
      });
  }
  await importSharedOutStock(db, rows);
}
