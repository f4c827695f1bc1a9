import type { RatingSummary, ReviewView, ReviewViewer } from "~/lib/reviews";
import { getProductBySlug } from "../catalog/products";
import { findOwnReview, getRatingSummary, listReviews } from "./list-reviews";

/** The newest reviews shown on a product page; the rest are on /reviews?product={slug}. */
export const PRODUCT_PAGE_REVIEWS = 6;

export type ProductReviewsData = { reviews: ReviewView[]; summary: RatingSummary };

/**
 * A product page's reviews and rating summary: the same for every visitor, so the page stays cacheable for
 * signed-in shoppers too. The shopper's own review is `loadReviewViewer`, asked for by the browser.
 */
export async function loadProductReviews(options: { productSlug: string }): Promise<ProductReviewsData> {
  const { productSlug } = options;
  const [reviews, summary] = await Promise.all([
    listReviews({ productSlug, limit: PRODUCT_PAGE_REVIEWS }),
    getRatingSummary({ productSlug }),
  ]);
  return { reviews, summary };
}

/** Whether this shopper can review the product, with their own review to edit; null for an unknown product. */
export async function loadReviewViewer(options: {
  productSlug: string;
  userId: string | undefined;
}): Promise<ReviewViewer | null> {
  const product = await getProductBySlug({ slug: options.productSlug });
  if (!product) return null;
  if (!options.userId) return { status: "signed-out" };
  return { status: "signed-in", ownReview: await findOwnReview({ userId: options.userId, productId: product.id }) };
}
