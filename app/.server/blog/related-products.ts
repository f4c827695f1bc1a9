import { and, asc, desc, gt, inArray, notInArray } from "drizzle-orm";
import { listedProduct, productCardColumns } from "~/.server/catalog/shape";
import { type Database, getDb } from "~/.server/db";
import { products } from "~/.server/db/schema";
import type { ProductCardData } from "~/lib/product";

export const RELATED_PRODUCTS_SHOWN = 4;

/**
 * The products an article links to: the ones it names, in its order (those the store still shows), topped
 * up to four with in-stock best sellers of its categories. Read-only.
 */
export async function getRelatedProducts(options: {
  slugs: readonly string[];
  categories: readonly string[];
  limit?: number;
  db?: Database;
}): Promise<ProductCardData[]> {
  const limit = options.limit ?? RELATED_PRODUCTS_SHOWN;
  const db = options.db ?? (await getDb());
  const named =
    options.slugs.length === 0
      ? []
      : await db
          .select(productCardColumns)
          .from(products)
          .where(and(inArray(products.slug, [...options.slugs]), listedProduct));
  const chosen = options.slugs.flatMap((slug) => named.filter((row) => row.slug === slug)).slice(0, limit);
  const missing = limit - chosen.length;
  if (missing <= 0 || options.categories.length === 0) return chosen;

  const topUp = await db
    .select(productCardColumns)
    .from(products)
    .where(
      and(
        listedProduct,
        inArray(products.category, [...options.categories]),
        gt(products.stock, 0),
        chosen.length > 0
          ? notInArray(
              products.id,
              chosen.map((row) => row.id),
            )
          : undefined,
      ),
    )
    .orderBy(desc(products.bestSeller), desc(products.rating), asc(products.title))
    .limit(missing);
  return [...chosen, ...topUp];
}
