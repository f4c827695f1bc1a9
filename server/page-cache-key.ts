import type { ServerBuild } from "react-router";
import type { PageCacheParams, PageCacheTags, SharedPageCacheKey } from "~/lib/page-cache-params";
import { createRouteMatcher } from "./route-match";

/**
 * The page cache's key for a request, or undefined when the page is not cached; `shared` keys hold one page
 * for many addresses, which may be a 404 (see SharedPageCacheKey); `tags` name what the page is about
 * (PageCacheTags), so a change to that alone drops it.
 */
export type PageCacheKey = (url: URL) => { key: string; shared: boolean; tags: string[] } | undefined;

type CacheableModule = {
  pageCacheParams?: PageCacheParams;
  pageCacheTags?: PageCacheTags;
  sharedPageCacheKey?: SharedPageCacheKey;
};

/** Which loaders a React Router data request runs: part of what it answers. */
const ROUTES_PARAM = "_routes";

/** React Router's own route-discovery endpoint: no route claims it, yet it is no unknown page. */
const MANIFEST_PATH = "/__manifest";

/**
 * Keys from the routes' own declarations (`pageCacheParams`, app/lib/page-cache-params.ts): the page a
 * request reaches decides whether it is cached and which query parameters count. The path stays as
 * requested (a page and its `.data` differ); the query keeps only what the page reads.
 */
export function createPageCacheKey(manifest: ServerBuild["routes"]): PageCacheKey {
  const matchRoute = createRouteMatcher(manifest);
  return (url) => {
    if (url.pathname === MANIFEST_PATH) return undefined;
    const match = matchRoute(url.pathname);
    if (!match) return undefined;
    const module = manifest[match.id]?.module as CacheableModule | undefined;
    if (module?.sharedPageCacheKey && !url.pathname.endsWith(".data")) {
      return { key: `shared:${module.sharedPageCacheKey}`, shared: true, tags: [] };
    }
    if (!module?.pageCacheParams) return undefined;
    const kept = new URLSearchParams(module.pageCacheParams(url.searchParams, match.params));
    const routes = url.searchParams.get(ROUTES_PARAM);
    if (routes !== null) kept.set(ROUTES_PARAM, routes);
    const key = kept.size > 0 ? `${url.pathname}?${kept}` : url.pathname;
    return { key, shared: false, tags: module.pageCacheTags?.(match.params) ?? [] };
  };
}
