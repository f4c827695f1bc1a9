import type { RatingSummary, ReviewView, ReviewViewer } from "~/lib/reviews";
import { getOptionalUser } from "../auth/session";
import { findOwnReview, getRatingSummary, listReviews } from "./list-reviews";

/** The newest reviews shown on a product page; the rest are on /reviews?product={slug}. */
export const PRODUCT_PAGE_REVIEWS = 6;

export type ProductReviewsData = { reviews: ReviewView[]; summary: RatingSummary; viewer: ReviewViewer };

/**
 * A product page's reviews, its rating summary, and whether the shopper can review it (with their own
 * review to edit). Signed-in visitors bypass the page cache, so the viewer part is never shared.
 */
export async function loadProductReviews(options: {
  request: Request;
  product: { id: string; slug: string };
}): Promise<ProductReviewsData> {
  const { request, product } = options;
  const [reviews, summary, user] = await Promise.all([
    listReviews({ productSlug: product.slug, limit: PRODUCT_PAGE_REVIEWS }),
    getRatingSummary({ productSlug: product.slug }),
    getOptionalUser(request),
  ]);
  const viewer: ReviewViewer = user
    ? { status: "signed-in", ownReview: await findOwnReview({ userId: user.id, productId: product.id }) }
    : { status: "signed-out" };
  return { reviews, summary, viewer };
}
