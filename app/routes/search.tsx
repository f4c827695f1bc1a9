import { redirect, useNavigation } from "react-router";
import { getSearchEngine } from "~/.server/search/engine";
import { NoProductsFound, StartSearching } from "~/components/search/search-empty-states";
import { SearchFilters } from "~/components/search/search-filters";
import { SearchPagination } from "~/components/search/search-pagination";
import { SearchResultsGrid } from "~/components/search/search-results-grid";
import { SearchTermForm } from "~/components/search/search-term-form";
import { cn } from "~/components/ui/cn";
import {
  foreignSearchParams,
  pageCount,
  SEARCH_PATH,
  searchHref,
  searchParamsAsWritten,
  searchParamsOf,
} from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/search";

function heading(term: string): string {
  return term ? `Search Results for "${term}"` : "Search Products";
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const term = loaderData?.search.term ?? "";
  return [
    ...pageMeta({
      origin: originFromMatches(matches),
      path: term ? searchHref({ term }) : SEARCH_PATH,
      title: heading(term),
      description: `Search ${SITE_NAME} for pre-workout, protein, creatine, vitamins and more by product, brand or ingredient.`,
    }),
    // Result pages are endless variations of the catalogue pages; crawlers should follow, not index, them.
    { name: "robots", content: "noindex, follow" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = parseSearchRequest(url.searchParams);

  // Without a term there is nothing to find, nor to tidy: the header's empty GET form lands here as ?q=.
  if (!search.term) return { search, results: null };

  // One address per search: untidy, defaulted or out-of-range parameters are rewritten.
  const canonical = searchParamsOf(search);
  if (canonical.toString() !== searchParamsAsWritten(url.searchParams).toString()) {
    throw redirect(withForeignParams(canonical, url.searchParams));
  }

  const results = await (await getSearchEngine()).search(search);
  const pages = pageCount(results.total);
  if (search.page > pages)
    throw redirect(withForeignParams(searchParamsOf({ ...search, page: pages }), url.searchParams));
  return { search, results: { ...results, pageCount: pages } };
}

function withForeignParams(params: URLSearchParams, original: URLSearchParams): string {
  const query = new URLSearchParams([...params, ...foreignSearchParams(original)]).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { search, results } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.location?.pathname === SEARCH_PATH;

  return (
    <div className="container-page py-6 md:py-10">
      <header className="flex flex-col gap-5 border-b border-border pb-6">
        <h1 className="font-display text-2xl font-black tracking-tight break-words uppercase md:text-4xl">
          {heading(search.term)}
        </h1>
        <SearchTermForm search={search} />
      </header>
      {results === null ? (
        <div className="mt-8">
          <StartSearching />
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
              {`${results.total} result(s) found`}
            </p>
            <SearchFilters search={search} categories={results.categories} />
          </div>
          <section
            aria-label="Search results"
            aria-busy={loading}
            className={cn("mt-6 transition-opacity", loading && "opacity-60")}
          >
            {results.products.length === 0 ? <NoProductsFound /> : <SearchResultsGrid products={results.products} />}
            <SearchPagination search={search} pageCount={results.pageCount} />
          </section>
        </>
      )}
    </div>
  );
}
