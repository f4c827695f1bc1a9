import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageCacheParams } from "~/lib/page-cache-params";

/** The page cache's key for a request, or undefined when the page is not cached. */
export type PageCacheKey = (url: URL) => string | undefined;

type RouteManifest = ServerBuild["routes"];

/** The server build's flat route table as the nested routes `matchRoutes` walks. */
function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      if (!route) throw new Error("unreachable: filtered above");
      const { id, path, caseSensitive } = route;
      return route.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: routeTree(manifest, id) };
    });
}

/** React Router's data requests count as their page (`/products.data`; `/_root.data` is `/`). */
function pageOf(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
}

/** Which loaders a React Router data request runs: part of what it answers. */
const ROUTES_PARAM = "_routes";

/**
 * Keys from the routes' own declarations (`pageCacheParams`, app/lib/page-cache-params.ts): the page a
 * request reaches decides whether it is cached and which query parameters count. The path stays as
 * requested (a page and its `.data` differ); the query keeps only what the page reads.
 */
export function createPageCacheKey(manifest: RouteManifest): PageCacheKey {
  const tree = routeTree(manifest);
  return (url) => {
    const matches = matchRoutes(tree, pageOf(url.pathname));
    const deepest = matches?.at(-1);
    if (!deepest) return undefined;
    const module = manifest[deepest.route.id ?? ""]?.module as { pageCacheParams?: PageCacheParams } | undefined;
    if (!module?.pageCacheParams) return undefined;
    const kept = new URLSearchParams(module.pageCacheParams(url.searchParams, deepest.params));
    const routes = url.searchParams.get(ROUTES_PARAM);
    if (routes !== null) kept.set(ROUTES_PARAM, routes);
    return kept.size > 0 ? `${url.pathname}?${kept}` : url.pathname;
  };
}
