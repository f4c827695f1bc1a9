import { and, desc, eq } from "drizzle-orm";
import { listedProduct, productCardColumns } from "~/.server/catalog/shape";
import { type Database, getDb } from "~/.server/db";
import { products, userFavorites } from "~/.server/db/schema";
import type { ProductCardData } from "~/lib/product";

/**
 * The favourites queries (docs/product.md#favourites). Every one is scoped by the user id the caller took from the
 * session, so a shopper can only ever read or change their own.
 */

export async function listFavoriteProductIds(options: { userId: string; db?: Database }): Promise<string[]> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select({ productId: userFavorites.productId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, options.userId))
    .orderBy(desc(userFavorites.createdAt));
  return rows.map((row) => row.productId);
}

/**
 * The favourite products the store still shows, as cards, most recently saved first. An archived product's
 * favourite is kept, hidden, so it comes back with the product.
 */
export async function listFavoriteProducts(options: { userId: string; db?: Database }): Promise<ProductCardData[]> {
  const db = options.db ?? (await getDb());
  return db
    .select(productCardColumns)
    .from(userFavorites)
    .innerJoin(products, eq(products.id, userFavorites.productId))
    .where(and(eq(userFavorites.userId, options.userId), listedProduct))
    .orderBy(desc(userFavorites.createdAt), products.id);
}

/**
 * Saves or removes one favourite. Setting a state rather than toggling makes a retried or doubled request
 * harmless. Returns false for a product the store does not have or no longer shows (archived).
 */
export async function setFavorite(options: {
  userId: string;
  productId: string;
  favorite: boolean;
  db?: Database;
}): Promise<boolean> {
  const { userId, productId, favorite } = options;
  const db = options.db ?? (await getDb());
  if (!favorite) {
    await db.delete(userFavorites).where(and(eq(userFavorites.userId, userId), eq(userFavorites.productId, productId)));
    return true;
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), listedProduct));
  if (!product) return false;
  await db.insert(userFavorites).values({ userId, productId }).onConflictDoNothing();
  return true;
}
