import { asc, eq, inArray } from "drizzle-orm";
import { markCatalogChanged } from "../catalog/version";
import { type Database, getDb } from "../db";
import { products, reviews } from "../db/schema";
import { recomputeProductRating } from "./rating";

/**
 * Deletes a customer's reviews as their account goes, with each product's rating and count recomputed in the same
 * transaction. The database would drop the reviews with the account anyway, but leave the products' figures
 * counting them. Returns how many products changed; cached pages showing a rating are rendered again.
 */
export async function withdrawReviewsOf(options: { userId: string; db?: Database }): Promise<number> {
  const db = options.db ?? (await getDb());
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.userId, options.userId));
    const productIds = [...new Set(rows.map((row) => row.productId))];
    if (productIds.length === 0) return 0;
    // Locked as a review save locks its product, in id order so that two writers never wait on each other.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for("no key update");
    await tx.delete(reviews).where(eq(reviews.userId, options.userId));
    for (const productId of productIds) await recomputeProductRating(tx, productId);
    return productIds.length;
  });
  if (changed > 0) markCatalogChanged();
  return changed;
}
