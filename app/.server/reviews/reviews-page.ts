import { data } from "react-router";
import type { ReviewsPageData } from "~/lib/reviews";
import { getProductBySlug } from "../catalog/products";
import { getRatingSummary, listReviews, REVIEWS_PER_PAGE } from "./list-reviews";

/** /reviews?product=&page=: a page of reviews newest first, with the average; an unknown product is a 404. */
export async function loadReviewsPage(url: URL): Promise<ReviewsPageData> {
  const productSlug = url.searchParams.get("product") ?? undefined;
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const product = productSlug ? await getProductBySlug({ slug: productSlug }) : null;
  if (productSlug && !product) throw data("Product not found", { status: 404 });
  const [found, summary] = await Promise.all([
    // One more than a page tells whether there is a next page.
    listReviews({ productSlug, limit: REVIEWS_PER_PAGE + 1, offset: (page - 1) * REVIEWS_PER_PAGE }),
    getRatingSummary({ productSlug }),
  ]);
  return {
    reviews: found.slice(0, REVIEWS_PER_PAGE),
    summary,
    product: product && { slug: product.slug, title: product.title },
    page,
    hasNextPage: found.length > REVIEWS_PER_PAGE,
  };
}
