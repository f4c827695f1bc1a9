import { data } from "react-router";
import { getOptionalUser } from "~/.server/auth/session";
import { loadReviewViewer } from "~/.server/reviews/product-reviews";
import type { Route } from "./+types/api.reviews.mine";

/**
 * GET /api/reviews/mine?product={slug}: the shopper's part of a product's reviews (a sign-in link, the form,
 * or their review), loaded by the product page in the browser so the page itself carries nothing personal.
 * Refusals are returned, not thrown: a fetcher that throws would replace the product page with an error.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const productSlug = new URL(request.url).searchParams.get("product");
  if (!productSlug || productSlug.length > 200) {
    return data({ error: "Name a product: ?product={slug}" }, { status: 400 });
  }
  const user = await getOptionalUser(request);
  const viewer = await loadReviewViewer({ productSlug, userId: user?.id });
  if (!viewer) return data({ error: "Product not found" }, { status: 404 });
  return data(viewer, { headers: { "Cache-Control": "private, no-store" } });
}
