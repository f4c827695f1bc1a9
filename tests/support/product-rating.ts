import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { getRatingSummary } from "~/.server/reviews/list-reviews";

/** A product row's rating and review count, as they are. */
export async function readProductRating(db: Database, slug: string) {
  const [row] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.slug, slug));
  return row;
}

/**
 * A product row's rating and review count, which its page shows as the rating summary (`ratingSummaryOf`), checked
 * against a fresh count of its shown reviews each time it is read.
 */
export async function productRating(db: Database, slug: string) {
  const row = await readProductRating(db, slug);
  const counted = await getRatingSummary({ db, productSlug: slug });
  expect(row).toEqual({ rating: Math.round(counted.average * 100) / 100, reviewCount: counted.count });
  return row;
}
