import { getProductBySlug } from "~/.server/catalog/products";
import type { ReviewView, ReviewViewer } from "~/lib/reviews";
import { findOwnReview, listReviews } from "./list-reviews";

/** The newest reviews shown on a product page; the rest are on /reviews?product={slug}. */
export const PRODUCT_PAGE_REVIEWS = 6;

/**
 * A product page's reviews: the same for every visitor, so the page stays cacheable for signed-in shoppers too.
 * Its rating summary is the product's own (`ratingSummaryOf`); the shopper's own review is `loadReviewViewer`, asked
 * for by the browser.
 */
export function listProductPageReviews(options: { productSlug: string }): Promise<ReviewView[]> {
  return listReviews({ productSlug: options.productSlug, limit: PRODUCT_PAGE_REVIEWS });
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
