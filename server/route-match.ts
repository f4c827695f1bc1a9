import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

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
export function pageOf(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
}

export type RouteMatch = { id: string; params: Record<string, string | undefined> };

/** Finds the deepest route of the build that answers a path (a page or its `.data`), as React Router would. */
export function createRouteMatcher(manifest: RouteManifest): (path: string) => RouteMatch | undefined {
  const tree = routeTree(manifest);
  return (path) => {
    const deepest = matchRoutes(tree, pageOf(path))?.at(-1);
    if (!deepest?.route.id) return undefined;
    return { id: deepest.route.id, params: deepest.params };
  };
}
