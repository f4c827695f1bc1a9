import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/.server/db/executor";
import { products, reviews } from "~/.server/db/schema";

/** Only published reviews are shown, so only they count (decision 169). */
export const publishedReview = eq(reviews.status, "published");

/**
 * Sets a product's rating and review_count from its published reviews. Called in the transaction that changed a
 * review, after the product row was locked, so concurrent reviews of one product never lose a count.
 */
export async function recomputeProductRating(tx: Executor, productId: string): Promise<void> {
  const ofProduct = sql`from ${reviews} where ${and(eq(reviews.productId, productId), publishedReview)}`;
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) ${ofProduct}), 0)`,
      reviewCount: sql`(select count(*) ${ofProduct})::int`,
    })
    .where(eq(products.id, productId));
}
