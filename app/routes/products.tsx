import { useCallback } from "react";
import { redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useNavigation } from "react-router";
import { listProducts } from "~/.server/catalog/list";
import { getTaxonomy } from "~/.server/catalog/taxonomy";
import { describeEmptyCatalog } from "~/.server/payments";
import { Breadcrumbs, type Crumb } from "~/components/catalog/breadcrumbs";
import { CollapsibleFilters } from "~/components/catalog/collapsible-filters";
import { ProductsEmptyState } from "~/components/catalog/empty-state";
import { FilterPanel } from "~/components/catalog/filter-panel";
import { LoadMoreButton } from "~/components/catalog/load-more-button";
import { ProductGrid } from "~/components/catalog/product-grid";
import {
  useCatalogFailedToast,
  useEmptyCatalogNotice,
  useImageIssueToast,
} from "~/components/catalog/use-catalog-toasts";
import { useLoadMore } from "~/components/catalog/use-load-more";
import { ErrorPanel } from "~/components/layout/error-panels";
import { cn } from "~/components/ui/cn";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import type { Category } from "~/lib/catalog";
import { CATALOG_LOAD_FAILED } from "~/lib/catalog-messages";
import {
  filterParamsOf,
  foreignParamsOf,
  hasActiveFilters,
  PAGE_SIZE,
  type ProductFilters,
  parseListWindow,
  parseProductFilters,
  productsHeading,
  productsSearchParams,
  sameSelection,
} from "~/lib/filters";
import type { PageCacheParams } from "~/lib/page-cache-params";
import { breadcrumbJsonLd, originFromMatches, pageMeta } from "~/lib/seo";
import { pageTitle, SITE_NAME } from "~/lib/site";
import { findCategory } from "~/lib/taxonomy";
import type { Route } from "./+types/products";

const PRODUCTS_PATH = "/products";

function productsHref(search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}

/** The category page shown: exactly one category selected, at its canonical address. */
function categoryPage(selected: readonly string[], categories: readonly Category[]): Crumb | undefined {
  const only = selected.length === 1 && selected[0] ? findCategory(categories, selected[0]) : undefined;
  return only && { name: only.name, path: `${PRODUCTS_PATH}?category=${only.slug}` };
}

function crumbsFor(category: Crumb | undefined): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: "All Products", path: PRODUCTS_PATH }, ...(category ? [category] : [])];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Error") }];
  const origin = originFromMatches(matches);
  const { category } = loaderData;
  return [
    ...pageMeta({
      origin,
      // Brand and price selections are views of these pages, not pages of their own.
      path: category?.path ?? PRODUCTS_PATH,
      title: category?.name ?? "All Products",
      description: category
        ? `Shop ${category.name} supplements from trusted sports-nutrition brands at ${SITE_NAME}.`
        : `Shop pre-workout, protein, creatine, vitamins and more sports-nutrition supplements at ${SITE_NAME}.`,
    }),
    breadcrumbJsonLd(origin, crumbsFor(category)),
  ];
}

// As written: the loader redirects any but the canonical spelling of the filters, and a redirect is never stored.
export const pageCacheParams: PageCacheParams = (query) => [...filterParamsOf(query)];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const taxonomy = await getTaxonomy();
  const filters = parseProductFilters(url.searchParams, taxonomy);
  const slice = parseListWindow(url.searchParams);
  const list = await listProducts({ ...filters, offset: slice.offset, limit: slice.end - slice.offset });

  // One address per selection: hand-written, differently cased or plain-form addresses are tidied up.
  const canonical = productsSearchParams(taxonomy, filters, list.bounds, slice);
  if (canonical.toString() !== filterParamsOf(url.searchParams).toString()) {
    throw redirect(productsHref(new URLSearchParams([...canonical, ...foreignParamsOf(url.searchParams)])));
  }
  const category = categoryPage(filters.categories, taxonomy.categories);
  return {
    filters,
    category,
    slice,
    ...list,
    emptyCatalogNotice: list.bounds === null ? describeEmptyCatalog() : null,
  };
}

/** 'Load More' writes the grown count into the address; the products it fetched are already on screen. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const grown =
    currentUrl.pathname === nextUrl.pathname &&
    sameSelection(currentUrl.searchParams, nextUrl.searchParams) &&
    parseListWindow(nextUrl.searchParams).end > parseListWindow(currentUrl.searchParams).end;
  return grown ? false : defaultShouldRevalidate;
}

/** Whether a different selection is loading (a grown list is not a new selection). */
function useChangingSelection(): boolean {
  const { location } = useNavigation();
  const current = useLocation();
  if (location?.pathname !== PRODUCTS_PATH) return false;
  return !sameSelection(new URLSearchParams(location.search), new URLSearchParams(current.search));
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { filters, category, bounds, total } = loaderData;
  const taxonomy = useTaxonomy();
  const navigate = useNavigate();
  const changing = useChangingSelection();

  const applyFilters = (next: ProductFilters) =>
    navigate(productsHref(productsSearchParams(taxonomy, next, bounds)), { preventScrollReset: true });

  const onGrown = useCallback(
    (count: number) =>
      navigate(productsHref(productsSearchParams(taxonomy, filters, bounds, { offset: 0, end: count })), {
        replace: true,
        preventScrollReset: true,
      }),
    [navigate, taxonomy, filters, bounds],
  );
  const { products, hasMore, busy, loadMore } = useLoadMore({
    first: loaderData.products,
    total,
    pageUrl: (offset) =>
      productsHref(productsSearchParams(taxonomy, filters, bounds, { offset, end: offset + PAGE_SIZE })),
    onGrown,
  });
  useEmptyCatalogNotice(loaderData.emptyCatalogNotice);
  useImageIssueToast(products);

  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={crumbsFor(category)} />
      <header className="mt-4 border-b border-border pb-5">
        <h1 className="font-display text-3xl font-black tracking-tight uppercase md:text-4xl">
          {productsHeading(filters.categories, taxonomy.categories)}
        </h1>
        <p aria-live="polite" className="mt-2 text-sm text-muted-foreground">
          {`Showing ${products.length} of ${total} products`}
        </p>
      </header>
      <div className="mt-6 grid items-start gap-6 md:grid-cols-[14rem_1fr] md:gap-8 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <aside className="md:sticky md:top-24 md:max-h-[calc(100vh-7rem)] md:overflow-y-auto md:pr-2">
          <CollapsibleFilters>
            <FilterPanel filters={filters} bounds={bounds} onChange={applyFilters} />
          </CollapsibleFilters>
        </aside>
        <section
          aria-label="Products"
          aria-busy={changing}
          className={cn("transition-opacity", changing && "opacity-60")}
        >
          {products.length === 0 ? (
            <ProductsEmptyState
              categoriesSelected={filters.categories.length > 0}
              filtered={hasActiveFilters(taxonomy, filters, bounds)}
            />
          ) : (
            <ProductGrid products={products} />
          )}
          {hasMore && (
            <div className="mt-10 flex justify-center">
              <LoadMoreButton
                busy={busy}
                onLoadMore={loadMore}
                href={productsHref(
                  productsSearchParams(taxonomy, filters, bounds, { offset: 0, end: products.length + PAGE_SIZE }),
                )}
              />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  useCatalogFailedToast();
  return <ErrorPanel message={CATALOG_LOAD_FAILED} />;
}
