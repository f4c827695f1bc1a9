import { type AnyColumn, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db";
import { products } from "../db/schema";

function incoming(column: AnyColumn): SQL {
  return sql.raw(`excluded."${column.name}"`);
}

/**
 * The `ON CONFLICT DO UPDATE` parts that overwrite the given columns with the incoming row, but only
 * when one of them differs: re-seeding unchanged data touches no row.
 */
export function overwriteWhenChanged<K extends string>(columns: Record<K, AnyColumn>) {
  const keys = Object.keys(columns) as K[];
  const set = Object.fromEntries(keys.map((key) => [key, incoming(columns[key])])) as Record<K, SQL>;
  const current = sql.join(
    keys.map((key) => columns[key]),
    sql`, `,
  );
  const next = sql.join(
    keys.map((key) => incoming(columns[key])),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${next})` };
}

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
  ...productContent
} = getTableColumns(products);

const productConflict = overwriteWhenChanged(productContent);

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters (21 columns a row). */
const BATCH_SIZE = 1000;

/** Inserts products, or updates the ones whose slug exists and whose content changed. */
export async function upsertProducts(db: Database, rows: readonly (typeof products.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insert(products)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoUpdate({
        target: products.slug,
        set: { ...productConflict.set, updatedAt: sql`now()` },
        setWhere: productConflict.setWhere,
      });
  }
}
