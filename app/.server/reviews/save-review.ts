import { and, eq, sql } from "drizzle-orm";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { listedProduct } from "~/.server/catalog/shape";
import { type Database, getDb } from "~/.server/db";
import { products, reviews } from "~/.server/db/schema";
import { getStoreSettings } from "~/.server/settings/store-settings";
import type { ReviewInput } from "~/lib/reviews.schema";
import { recomputeProductRating } from "./rating";

/**
 * Writes the customer's review of a product: the first one, or an edit of theirs (one per customer per
 * product). The product's rating and count change in the same transaction. False when no listed product
 * has that slug: an archived product takes no new reviews (decision 174). `userId` comes from the session,
 * never from the form. When the owner holds reviews for approval, a new or edited review waits (held); a
 * review the shop hid stays hidden when edited.
 */
export async function saveReview(options: {
  userId: string;
  productSlug: string;
  input: ReviewInput;
  db?: Database;
}): Promise<boolean> {
  const { userId, productSlug, input } = options;
  const db = options.db ?? (await getDb());
  const saved = await db.transaction(async (tx) => {
    // Locking the product first serialises writers of its reviews, so each recount sees the others.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, productSlug), listedProduct))
      .for("no key update");
    if (!product) return false;
    const { reviewModeration } = await getStoreSettings({ db: tx });
    const status = reviewModeration === "hold" ? "held" : "published";
    await tx
      .insert(reviews)
      .values({ productId: product.id, userId, status, ...input })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: {
          rating: input.rating,
          title: input.title,
          body: input.body,
          status: sql`case when ${reviews.status} = 'hidden' then 'hidden' else ${status} end`,
          updatedAt: sql`now()`,
        },
      });
    await recomputeProductRating(tx, product.id);
    return true;
  });
  // Cached product pages show the old rating: they are rendered again.
  if (saved) markCatalogChanged();
  return saved;
}
