import { data, isRouteErrorResponse, redirect } from "react-router";
import { getProductBySlug, getProductRedirect } from "~/.server/catalog/products";
import { listProductPageReviews } from "~/.server/reviews/product-reviews";
import { productCrumbs } from "~/components/product-detail/product-breadcrumbs";
import { ProductDetail } from "~/components/product-detail/product-detail";
import { ProductError } from "~/components/product-detail/product-error";
import { ProductReviews } from "~/components/reviews/product-reviews";
import { isDisplayableImage } from "~/lib/images";
import { type PageCacheTags, productPageTag, readsNoQuery } from "~/lib/page-cache-params";
import { ratingSummaryOf } from "~/lib/reviews";
import { breadcrumbJsonLd, originFromMatches, pageMeta, productDescription, productJsonLd } from "~/lib/seo";
import { pageTitle } from "~/lib/site";
import { taxonomyFromMatches } from "~/lib/taxonomy";
import type { Route } from "./+types/product.$slug";

const NOT_FOUND_MESSAGE = "Product not found";
const LOAD_FAILED_MESSAGE = "Failed to load product details. Please try again later.";
/**
 * Browsers keep a 301 without a lifetime for good; an hour bounds how long they still follow it once the owner
 * uses the old slug again (renamed back, or given to another product).
 */
const MOVED_CACHE_CONTROL = "public, max-age=3600";

export function meta({ data, error, matches }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle(isNotFound(error) ? NOT_FOUND_MESSAGE : "Error") }];
  const { product } = data;
  const origin = originFromMatches(matches);
  const firstImage = product.images[0];
  return [
    ...pageMeta({
      origin,
      path: `/product/${product.slug}`,
      title: product.title,
      description: productDescription(product),
      image: isDisplayableImage(firstImage) ? firstImage : undefined,
      type: "product",
    }),
    productJsonLd(product, origin),
    breadcrumbJsonLd(origin, productCrumbs(product, taxonomyFromMatches(matches).categories)),
  ];
}

export const pageCacheParams = readsNoQuery;

export const pageCacheTags: PageCacheTags = (params) => (params.slug ? [productPageTag(params.slug)] : []);

export async function loader({ params }: Route.LoaderArgs) {
  // The reviews need only the slug, so they load beside the product: one round trip to the database, not two.
  const [product, reviews] = await Promise.all([
    getProductBySlug({ slug: params.slug }),
    listProductPageReviews({ productSlug: params.slug }),
  ]);
  if (!product) {
    // A renamed product's old address redirects for good (decision 174), so links already out there keep
    // working. The page cache keeps only 200s: neither this answer nor the 404 is stored there.
    const current = await getProductRedirect({ slug: params.slug });
    if (current) {
      const headers = { "Cache-Control": MOVED_CACHE_CONTROL };
      throw redirect(`/product/${encodeURIComponent(current)}`, { status: 301, headers });
    }
    throw data(NOT_FOUND_MESSAGE, { status: 404 });
  }
  return { product, reviews: { reviews, summary: ratingSummaryOf(product) } };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductDetail product={loaderData.product} />
      <ProductReviews productSlug={loaderData.product.slug} data={loaderData.reviews} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductError message={isNotFound(error) ? NOT_FOUND_MESSAGE : LOAD_FAILED_MESSAGE} />;
}

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
