import { data, redirect } from "react-router";
import { isSameOriginPost } from "~/.server/auth/request";
import { getOptionalUser } from "~/.server/auth/session";
import { getProductBySlug } from "~/.server/catalog/products";
import { getEnv } from "~/.server/env";
import { getRatingSummary, listReviews, REVIEWS_PER_PAGE } from "~/.server/reviews/list-reviews";
import { saveReview } from "~/.server/reviews/save-review";
import { ReviewsPage } from "~/components/reviews/reviews-page";
import { fieldErrors } from "~/lib/forms";
import { REVIEW_PRODUCT_FIELD, type ReviewActionResult, type ReviewsPageData } from "~/lib/reviews";
import { reviewInputSchema } from "~/lib/reviews.schema";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reviews";

export function meta({ data, matches }: Route.MetaArgs) {
  const product = data?.product;
  return pageMeta({
    origin: originFromMatches(matches),
    path: product ? `/reviews?product=${encodeURIComponent(product.slug)}` : "/reviews",
    title: product ? `Reviews of ${product.title}` : "Customer Reviews",
    description: "Reviews of Charge Supplements products from our customers, newest first, with the average rating.",
  });
}

/** /reviews?product=&page=: a page of reviews newest first, with the average; an unknown product is a 404. */
export async function loader({ request }: Route.LoaderArgs): Promise<ReviewsPageData> {
  const query = new URL(request.url).searchParams;
  const productSlug = query.get("product") ?? undefined;
  const page = Math.max(1, Number.parseInt(query.get("page") ?? "1", 10) || 1);
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

function refused(result: ReviewActionResult, status: number) {
  return data(result, { status });
}

/**
 * The review form on product pages posts here (app/components/reviews/review-form.tsx): only a signed-in
 * customer, only from this site's own pages. Success goes back to the product's reviews (which works before
 * JavaScript too); a refusal answers with its reason.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return refused({ status: "error", message: "Please send the review from our product page." }, 403);
  }
  const user = await getOptionalUser(request);
  if (!user) return refused({ status: "error", message: "Please sign in to write a review." }, 401);

  const form = await request.formData();
  const productSlug = String(form.get(REVIEW_PRODUCT_FIELD) ?? "");
  const parsed = reviewInputSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused({ status: "invalid", fieldErrors: fieldErrors(parsed.error) }, 400);

  const saved = await saveReview({ userId: user.id, productSlug, input: parsed.data });
  if (!saved) return refused({ status: "error", message: "This product is no longer available." }, 404);
  return redirect(`/product/${encodeURIComponent(productSlug)}#reviews`);
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage data={loaderData} refusal={actionData} />;
}
