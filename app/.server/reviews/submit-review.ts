import { data, redirect } from "react-router";
import { fieldErrors } from "~/lib/auth.schema";
import { REVIEW_PRODUCT_FIELD, type ReviewActionResult } from "~/lib/reviews";
import { reviewInputSchema } from "~/lib/reviews.schema";
import { isSameOriginPost } from "../auth/request";
import { getOptionalUser } from "../auth/session";
import { getEnv } from "../env";
import { saveReview } from "./save-review";

function refused(result: ReviewActionResult, status: number) {
  return data(result, { status });
}

/**
 * The review form's POST: only a signed-in customer, only from this site's own pages. Success goes back to
 * the product's reviews (which works before JavaScript too); a refusal answers with its reason.
 */
export async function submitReview(request: Request) {
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
