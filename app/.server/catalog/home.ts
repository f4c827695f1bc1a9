import { eq, type SQL, sql } from "drizzle-orm";
import type { ProductCardData } from "~/components/product/product-card";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";

/**
 * docs/product.md#limits-and-timings: the featured strip shows at most 5 products, Available Items at most 12 best
 * sellers.
 */
export const FEATURED_LIMIT = 5;
export const BEST_SELLER_LIMIT = 12;

/** Just what a product card or the featured strip shows, so pages do not ship whole descriptions. */
export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  images: products.images,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  subscriptionPriceCents: products.subscriptionPriceCents,
  stock: products.stock,
  bestSeller: products.bestSeller,
} satisfies Record<keyof ProductCardData, unknown>;

/**
 * A-Z by title, the same on PGlite and PostgreSQL whatever their collation: case-folded, compared byte
 * by byte (as JavaScript compares strings), ties broken by id so paging never repeats a product.
 */
export const byTitle: SQL[] = [sql`lower(${products.title}) collate "C"`, sql`${products.id}`];

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
