/** A query parameter a page reads, as it reads it. */
export type QueryParam = [name: string, value: string];

/**
 * What a cacheable route declares beside its loader (`export const pageCacheParams`): the query parameters
 * its loader or components read, given the address's query and the route's path parameters. The page cache
 * (server/page-cache-key.ts) keys on these only, so campaign tags, cache-busters and junk in the address share
 * one entry. A route without the declaration is never cached.
 */
export type PageCacheParams = (
  query: URLSearchParams,
  params: Readonly<Record<string, string | undefined>>,
) => QueryParam[];

/** The page renders the same whatever its query says. */
export const readsNoQuery: PageCacheParams = () => [];

/** The first value of each name, as `URLSearchParams.get` (and so the page) reads it. */
export function readsFirstOf(...names: string[]): PageCacheParams {
  return (query) =>
    names.flatMap((name): QueryParam[] => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    });
}

/**
 * A route whose page is the same whatever the address (the not-found page) exports this instead of
 * `pageCacheParams`: every address it answers shares one cached page, status included, per catalogue
 * version. Data requests (`.data`) are never shared.
 */
export type SharedPageCacheKey = string;

/**
 * What a cacheable route may export beside `pageCacheParams` (`export const pageCacheTags`): tags naming what
 * its page is about, so a change to that alone drops only the pages tagged with it (decision 162).
 */
export type PageCacheTags = (params: Readonly<Record<string, string | undefined>>) => string[];

/** A product's own page: dropped whenever anything about the product changes, its stock included. */
export function productPageTag(slug: string): string {
  return `product:${slug}`;
}
