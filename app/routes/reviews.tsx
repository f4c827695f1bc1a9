import { loadReviewsPage } from "~/.server/reviews/reviews-page";
import { submitReview } from "~/.server/reviews/submit-review";
import { ReviewsPage } from "~/components/reviews/reviews-page";
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

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewsPage(new URL(request.url));
}

/** The review form on product pages posts here (app/components/reviews/review-form.tsx). */
export function action({ request }: Route.ActionArgs) {
  return submitReview(request);
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage data={loaderData} refusal={actionData} />;
}
