import { eq } from "drizzle-orm";
import type { ProductCardData } from "~/lib/product";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { byTitle, productCardColumns } from "./shape";

/**
 * docs/product.md#limits-and-timings: the featured strip shows at most 5 products, Available Items at most 12 best
 * sellers.
 */
export const FEATURED_LIMIT = 5;
export const BEST_SELLER_LIMIT = 12;

type QueryOptions = { db?: Database };

// Featured products and best sellers each have a partial A-Z index, so these read just the rows they return.
export async function listFeaturedProducts(options: QueryOptions = {}): Promise<ProductCardData[]> {
  const db = options.db ?? (await getDb());
  return db
    .select(productCardColumns)
    .from(products)
    .where(eq(products.featured, true))
    .orderBy(...byTitle)
    .limit(FEATURED_LIMIT);
}

export async function listBestSellers(options: QueryOptions = {}): Promise<ProductCardData[]> {
  const db = options.db ?? (await getDb());
  return db
    .select(productCardColumns)
    .from(products)
    .where(eq(products.bestSeller, true))
    .orderBy(...byTitle)
    .limit(BEST_SELLER_LIMIT);
}

/** Whether the catalogue has no products at all: one row looked at, where counting would read them all. */
export async function isCatalogEmpty(options: QueryOptions = {}): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const [any] = await db.select({ id: products.id }).from(products).limit(1);
  return any === undefined;
}
