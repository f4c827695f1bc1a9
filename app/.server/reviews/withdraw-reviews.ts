import { asc, eq, inArray } from "drizzle-orm";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { products, reviews } from "~/.server/db/schema";
import { recomputeProductRating } from "./rating";

/** Locks products as a review save locks its one, in id order so that two writers never wait on each other. */
async function lockProducts(tx: Executor, productIds: string[]): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for("no key update");
}

/**
 * Deletes a customer's reviews as their account goes, with each product's rating and count recomputed in the same
 * transaction. The database would drop the reviews with the account anyway, but leave the products' figures
 * counting them. Cached pages showing a rating are rendered again.
 */
export async function withdrawReviewsOf(options: { userId: string; db?: Database }): Promise<void> {
  const db = options.db ?? (await getDb());
  const changed = await db.transaction(async (tx) => {
    const ofUser = eq(reviews.userId, options.userId);
    const known = await tx.select({ productId: reviews.productId }).from(reviews).where(ofUser);
    if (known.length === 0) return false;
    await lockProducts(
      tx,
      known.map((row) => row.productId),
    );
    const deleted = await tx.delete(reviews).where(ofUser).returning({ productId: reviews.productId });
    // A review written in the meantime went too: its product is locked now, before its figures are recomputed.
    const productIds = [...new Set(deleted.map((row) => row.productId))];
    if (productIds.length === 0) return false;
    await lockProducts(tx, productIds);
    for (const productId of productIds) await recomputeProductRating(tx, productId);
    return true;
  });
  if (changed) markCatalogChanged();
}
