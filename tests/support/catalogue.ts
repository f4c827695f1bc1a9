import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Every stored product with what the pure catalogue rules read, in the order the queries promise:
 * case-folded titles compared by code unit, ties broken by id. Tests filter it to get their expectation.
 */
export async function productsInTitleOrder(db: Database) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      brand: products.brand,
      category: products.category,
      effectivePriceCents: products.effectivePriceCents,
      featured: products.featured,
      bestSeller: products.bestSeller,
    })
    .from(products);
  return rows.sort((a, b) => compare(a.title.toLowerCase(), b.title.toLowerCase()) || compare(a.id, b.id));
}
