import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteManifest = ServerBuild["routes"];

/** The server build's flat route table as the nested routes `matchRoutes` walks. */
export function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
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

/** A route path's first segment when it is a literal word; undefined when it is empty, a parameter or a splat. */
function literalFirstSegment(path: string): string | undefined {
  const first = path.split("/").find(Boolean);
  return first === undefined || /[:*?]/.test(first) ? undefined : first.toLowerCase();
}

/**
 * The routes that could answer a path beginning with `segment`: a branch whose path starts with another word is
 * left out. `matchRoutes` ranks every branch on each call, and the whole table took about 6% of a page's CPU time;
 * among the branches left their ranking is unchanged, so the match is the same.
 */
function routesFor(routes: RouteObject[], segment: string, parentPath = ""): RouteObject[] {
  return routes.flatMap((route) => {
    const path = `${parentPath}/${route.path ?? ""}`;
    const first = literalFirstSegment(path);
    if (first !== undefined && first !== segment) return [];
    return route.children ? [{ ...route, children: routesFor(route.children, segment, path) }] : [route];
  });
}

/** One pruned table per word some route begins with, and one for every other address. */
function createRouteTables(tree: RouteObject[]): (path: string) => RouteObject[] {
  const tables = new Map<string, RouteObject[]>();
  const firstWords = new Set<string>();
  const collect = (routes: RouteObject[], parentPath: string) => {
    for (const route of routes) {
      const path = `${parentPath}/${route.path ?? ""}`;
      const first = literalFirstSegment(path);
      if (first !== undefined) firstWords.add(first);
      else if (route.children) collect(route.children, path);
    }
  };
  collect(tree, "");
  return (path) => {
    // React Router matches the decoded path: an encoded first segment is left to the whole table.
    if (path.includes("%")) return tree;
    const first = path.split("/").find(Boolean)?.toLowerCase() ?? "";
    const word = firstWords.has(first) ? first : "";
    let table = tables.get(word);
    if (!table) {
      table = routesFor(tree, word);
      tables.set(word, table);
    }
    return table;
  };
}

export type RouteMatch = { id: string; params: Record<string, string | undefined> };

/** Finds the deepest route of the build that answers a path (a page or its `.data`), as React Router would. */
export function createRouteMatcher(manifest: RouteManifest): (path: string) => RouteMatch | undefined {
  const tablesFor = createRouteTables(routeTree(manifest));
  return (path) => {
    const page = pageOf(path);
    const deepest = matchRoutes(tablesFor(page), page)?.at(-1);
    if (!deepest?.route.id) return undefined;
    return { id: deepest.route.id, params: deepest.params };
  };
}

/** A route's whole path, its parents' included. */
function fullPath(manifest: RouteManifest, id: string | undefined): string {
  const route = id === undefined ? undefined : manifest[id];
  if (!route) return "";
  return `${fullPath(manifest, route.parentId)}/${route.path ?? ""}`;
}

/**
 * Whether a path's route has an action and nothing else (no loader, no page): a GET there would make React
 * Router throw, so the request guard answers 405 instead. Only paths starting with one of those routes' first
 * words are matched at all, so a catalogue page costs no second match.
 */
export function createActionOnlyMatcher(
  manifest: RouteManifest,
  matchRoute: (path: string) => RouteMatch | undefined,
): (path: string) => boolean {
  const ids = new Set(
    Object.values(manifest).flatMap((route) =>
      route?.module.action && !route.module.loader && !route.module.default ? [route.id] : [],
    ),
  );
  const firstWords = new Set([...ids].map((id) => literalFirstSegment(fullPath(manifest, id))));
  return (path) => {
    const first = path.split("/").find(Boolean)?.toLowerCase();
    if (!firstWords.has(undefined) && !firstWords.has(first)) return false;
    const id = matchRoute(path)?.id;
    return id !== undefined && ids.has(id);
  };
}
