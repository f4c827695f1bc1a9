import { data, isRouteErrorResponse } from "react-router";
import { listBrandProducts } from "~/.server/catalog/brands";
import { getTaxonomy } from "~/.server/catalog/taxonomy";
import { BrandHeader } from "~/components/brand/brand-header";
import { BrandLoadError } from "~/components/brand/brand-load-error";
import { BrandProducts } from "~/components/brand/brand-products";
import { NotFoundPanel } from "~/components/layout/error-panels";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import { isPagedBrandPage, SHOW_PARAM, shownCount } from "~/lib/brand-match";
import type { PageCacheParams } from "~/lib/page-cache-params";
import { breadcrumbJsonLd, originFromMatches, pageMeta } from "~/lib/seo";
import { pageTitle } from "~/lib/site";
import { findBrandPage, taxonomyFromMatches } from "~/lib/taxonomy";
import type { Route } from "./+types/brands.$slug";

// The brands come with every page (the root loader), so the meta tags stay right when this page's loading fails.
export function meta({ params, matches }: Route.MetaArgs) {
  const brand = findBrandPage(taxonomyFromMatches(matches).brands, params.slug);
  if (!brand) return [{ title: pageTitle("Page not found") }];
  const origin = originFromMatches(matches);
  const path = `/brands/${brand.slug}`;
  return [
    ...pageMeta({
      origin,
      path,
      title: brand.name,
      description: brand.tagline,
      image: brand.logo || undefined,
    }),
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: brand.name, path },
    ]),
  ];
}

/** Only the paged brand pages read `show`, clamped by the loader: `?show=abc`, `?show=0` and none are one page. */
export const pageCacheParams: PageCacheParams = (query, { slug = "" }) =>
  isPagedBrandPage(slug) ? [[SHOW_PARAM, String(shownCount(query.get(SHOW_PARAM)))]] : [];

export async function loader({ params, request }: Route.LoaderArgs) {
  const brand = findBrandPage((await getTaxonomy()).brands, params.slug);
  if (!brand) throw data("Brand not found", { status: 404 });
  const paged = isPagedBrandPage(brand.slug);
  const limit = paged ? shownCount(new URL(request.url).searchParams.get(SHOW_PARAM)) : undefined;
  const { products, total } = await listBrandProducts({ brand, limit });
  return { brand, paged, products, total };
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, paged, products, total } = loaderData;
  return (
    <>
      <BrandHeader brand={brand} />
      <section aria-label={`${brand.name} products`} className="container-page py-10 md:py-14">
        <BrandProducts brandName={brand.name} products={products} total={total} paged={paged} />
      </section>
    </>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { brands } = useTaxonomy();
  // An unknown brand is the store's usual 404 page.
  if (isRouteErrorResponse(props.error) && props.error.status === 404) return <NotFoundPanel />;
  return <BrandLoadError brandName={findBrandPage(brands, props.params.slug)?.name ?? props.params.slug} />;
}
