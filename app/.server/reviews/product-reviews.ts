import type { RatingSummary, ReviewView, ReviewViewer } from "~/lib/reviews";
import { findOwnReview, getRatingSummary, listReviews } from "./list-reviews";

/** The newest reviews shown on a product page; the rest are on /reviews?product={slug}. */
export const PRODUCT_PAGE_REVIEWS = 6;

export type ProductReviewsData = { reviews: ReviewView[]; summary: RatingSummary; viewer: ReviewViewer };

/**
 * A product page's reviews, its rating summary, and whether the shopper can review it (with their own
 * review to edit). Signed-in visitors bypass the page cache, so the viewer part is never shared.
 */
export async function loadProductReviews(options: {
  product: { id: string; slug: string };
  /** The signed-in shopper, if any. */
  userId: string | undefined;
}): Promise<ProductReviewsData> {
  const { product, userId } = options;
  const [reviews, summary] = await Promise.all([
    listReviews({ productSlug: product.slug, limit: PRODUCT_PAGE_REVIEWS }),
    getRatingSummary({ productSlug: product.slug }),
  ]);
  const viewer: ReviewViewer = userId
    ? { status: "signed-in", ownReview: await findOwnReview({ userId, productId: product.id }) }
    : { status: "signed-out" };
  return { reviews, summary, viewer };
}
