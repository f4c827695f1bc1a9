import { and, eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { products } from "~/.server/db/schema";
import type { ProductCardData } from "~/lib/product";
import { byTitle, listedProduct, productCardColumns } from "./shape";

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
    .where(and(eq(products.featured, true), listedProduct))
    .orderBy(...byTitle)
    .limit(FEATURED_LIMIT);
}

export async function listBestSellers(options: QueryOptions = {}): Promise<ProductCardData[]> {
  const db = options.db ?? (await getDb());
  return db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.bestSeller, true), listedProduct))
    .orderBy(...byTitle)
    .limit(BEST_SELLER_LIMIT);
}

/**
 * Whether the store shows no products at all (archived ones do not count): one row looked at, where counting
 * would read them all.
 */
export async function isCatalogEmpty(options: QueryOptions = {}): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const [any] = await db.select({ id: products.id }).from(products).where(listedProduct).limit(1);
  return any === undefined;
}

/**
 * Whether the database holds no product at all, archived ones included: the demo seed fills only such a store,
 * never one whose owner has archived everything.
 */
export async function hasNoProducts(options: QueryOptions = {}): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const [any] = await db.select({ id: products.id }).from(products).limit(1);
  return any === undefined;
}
