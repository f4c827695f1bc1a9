import { isPagedBrandPage, SHOW_PARAM, shownCount } from "~/lib/brand-match";
import { filterParamsOf } from "~/lib/filters";

type Param = [name: string, value: string];

/** The query parameters a page reads, as they decide what it renders. */
type PageParams = (params: URLSearchParams, match: RegExpExecArray) => Param[];

const none: PageParams = () => [];

/** The first value of each name, as `URLSearchParams.get` (and so the page) reads it. */
function firstOf(...names: string[]): PageParams {
  return (params) =>
    names.flatMap((name): Param[] => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    });
}

/** Only the paged brand pages read `show`, clamped by the loader: `?show=abc`, `?show=0` and none are one page. */
const brandParams: PageParams = (params, [, slug = ""]) =>
  isPagedBrandPage(slug) ? [[SHOW_PARAM, String(shownCount(params.get(SHOW_PARAM)))]] : [];

/**
 * Catalogue pages (the same HTML for every anonymous visitor) and the parameters each reads in its loader
 * or its components. Anything else in the address (campaign tags, cache-busters, junk) cannot change the
 * page, so it is no part of the key: one entry per page, not one per spelling of its address.
 */
const CACHEABLE_PAGES: { pattern: RegExp; params: PageParams }[] = [
  { pattern: /^\/$/, params: none },
  // As written: the loader redirects any but the canonical spelling of the filters, and a redirect is never stored.
  { pattern: /^\/products$/, params: (params) => [...filterParamsOf(params)] },
  { pattern: /^\/product\/[^/]+$/, params: none },
  { pattern: /^\/brands\/([^/]+)$/, params: brandParams },
  // The blog's search box and category badges render from ?q= and ?category=.
  { pattern: /^\/blog$/, params: firstOf("q", "category") },
  { pattern: /^\/blog\/[^/]+$/, params: none },
];

/** React Router's data requests count as their page (`/products.data`; `/_root.data` is `/`). */
function pageOf(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
}

/** Which loaders a React Router data request runs: part of what it answers. */
const ROUTES_PARAM = "_routes";

/**
 * The page cache's key for a request, or undefined when the page is not cached. The path stays as
 * requested (a page and its `.data` differ); the query keeps only what the page reads.
 */
export function pageCacheKey(url: URL): string | undefined {
  const page = pageOf(url.pathname);
  for (const { pattern, params } of CACHEABLE_PAGES) {
    const match = pattern.exec(page);
    if (!match) continue;
    const kept = new URLSearchParams(params(url.searchParams, match));
    const routes = url.searchParams.get(ROUTES_PARAM);
    if (routes !== null) kept.set(ROUTES_PARAM, routes);
    return kept.size > 0 ? `${url.pathname}?${kept}` : url.pathname;
  }
  return undefined;
}
