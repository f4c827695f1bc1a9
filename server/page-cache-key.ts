import type { ServerBuild } from "react-router";
import type { PageCacheParams } from "~/lib/page-cache-params";
import { createRouteMatcher } from "./route-match";

/** The page cache's key for a request, or undefined when the page is not cached. */
export type PageCacheKey = (url: URL) => string | undefined;

/** Which loaders a React Router data request runs: part of what it answers. */
const ROUTES_PARAM = "_routes";

/**
 * Keys from the routes' own declarations (`pageCacheParams`, app/lib/page-cache-params.ts): the page a
 * request reaches decides whether it is cached and which query parameters count. The path stays as
 * requested (a page and its `.data` differ); the query keeps only what the page reads.
 */
export function createPageCacheKey(manifest: ServerBuild["routes"]): PageCacheKey {
  const matchRoute = createRouteMatcher(manifest);
  return (url) => {
    const match = matchRoute(url.pathname);
    if (!match) return undefined;
    const module = manifest[match.id]?.module as { pageCacheParams?: PageCacheParams } | undefined;
    if (!module?.pageCacheParams) return undefined;
    const kept = new URLSearchParams(module.pageCacheParams(url.searchParams, match.params));
    const routes = url.searchParams.get(ROUTES_PARAM);
    if (routes !== null) kept.set(ROUTES_PARAM, routes);
    return kept.size > 0 ? `${url.pathname}?${kept}` : url.pathname;
  };
}
