import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { products, reviews, user } from "~/.server/db/schema";
import { recomputeProductRating } from "~/.server/reviews/rating";
import type { CategorySlug } from "~/lib/catalog";
import { CATEGORY_STYLES } from "../artwork/style";
import { DEMO_REVIEW_TEXTS, DEMO_REVIEWERS } from "./texts";

const DAY_MS = 86_400_000;

/** A stable number from text, so every seed run picks the same reviews and dates. */
function stableNumber(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

/** Capsules and softgels come in bottles; everything else is a powder (as the product shots draw them). */
function productForm(category: string): "powder" | "capsule" {
  return CATEGORY_STYLES[category as CategorySlug]?.shape === "bottle" ? "capsule" : "powder";
}

type DemoProduct = { slug: string; category: string };

/** Two to four distinct reviews for a product, each by a different demo reviewer, the same on every run. */
function demoReviewsFor(product: DemoProduct) {
  const pool = DEMO_REVIEW_TEXTS[productForm(product.category)];
  const seed = stableNumber(product.slug);
  return Array.from({ length: 2 + (seed % 3) }, (_, i) => ({
    ...(pool[(seed + i) % pool.length] as (typeof pool)[number]),
    reviewer: DEMO_REVIEWERS[(seed + i * 3) % DEMO_REVIEWERS.length] as (typeof DEMO_REVIEWERS)[number],
    /** How long ago it was posted: within the last 300 days, an hour apart within a product. */
    ageMs: (stableNumber(`${product.slug}:${i}`) % 300) * DAY_MS + i * 3_600_000,
  }));
}

/** The rating and count a demo product has after seeding (with no customer reviews yet): tests compare with it. */
export function demoReviewSummary(product: DemoProduct): { rating: number; reviewCount: number } {
  const ratings = demoReviewsFor(product).map((review) => review.rating);
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { rating: Math.round(average * 100) / 100, reviewCount: ratings.length };
}

/**
 * Gives the demo catalogue's products a few reviews from demo reviewers, then sets every one of those
 * products' rating and count from its reviews. Idempotent: existing reviews (a customer's too) are kept.
 */
export async function seedDemoReviews(options: {
  db: Database;
  productSlugs: readonly string[];
  now?: Date;
}): Promise<{ reviews: number }> {
  const { db, productSlugs } = options;
  const now = (options.now ?? new Date()).getTime();
  return db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values(DEMO_REVIEWERS.map((reviewer) => ({ ...reviewer, emailVerified: true })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: products.id, slug: products.slug, category: products.category })
      .from(products)
      .where(inArray(products.slug, [...productSlugs]));
    const wanted = rows.flatMap((product) =>
      demoReviewsFor(product).map(({ reviewer, ageMs, ...text }) => {
        const createdAt = new Date(now - ageMs);
        return { productId: product.id, userId: reviewer.id, ...text, createdAt, updatedAt: createdAt };
      }),
    );
    if (wanted.length > 0) await tx.insert(reviews).values(wanted).onConflictDoNothing();
    for (const product of rows) await recomputeProductRating(tx, product.id);
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(reviews);
    return { reviews: counted?.n ?? 0 };
  });
}
