import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { createActionOnlyMatcher, createRouteMatcher, pageOf, routeTree } from "../../../server/route-match";

type Manifest = ServerBuild["routes"];

/** The store's whole route table, nested as in app/routes.ts, in the shape of the server build's. */
function manifestOf(entries: RouteConfigEntry[], parentId = "root", manifest: Manifest = {}): Manifest {
  if (!manifest.root) manifest.root = { id: "root", path: "", module: {} as never };
  for (const entry of entries) {
    const id = entry.file.replace(/\.tsx?$/, "");
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: {} as never };
    if (entry.children) manifestOf(entry.children, id, manifest);
  }
  return manifest;
}

/** Addresses each route answers, with its parameters filled in, and their neighbours that it must not. */
function addressesOf(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const filled = path.replace(/:\w+\??/g, "whey-5lb").replace(/\*/g, "a/b");
    const own = [filled || "/", `${filled}.data`, `${filled}/extra`, filled.toUpperCase(), `${filled}/`];
    return [...own, ...addressesOf(entry.children ?? [], path)];
  });
}

const manifest = manifestOf(routes);
const wholeTable = routeTree(manifest);
const matchRoute = createRouteMatcher(manifest);

/** What React Router finds on the whole table. */
function reference(path: string) {
  const deepest = matchRoutes(wholeTable, pageOf(path))?.at(-1);
  return deepest?.route.id ? { id: deepest.route.id, params: deepest.params } : undefined;
}

describe("createRouteMatcher", () => {
  const addresses = [
    ...addressesOf(routes),
    "/",
    "/_root.data",
    "/wp-login.php",
    "/.env",
    "/pr%6Fduct/whey",
    "/product/caf%C3%A9",
    "/ADMIN/orders",
    "/admin/orders/1234/refund",
    "//product//x",
    "/a/b/c/d",
  ];

  it("finds, for every address, the route React Router finds on the whole table", () => {
    expect(addresses.length).toBeGreaterThan(300);
    for (const address of addresses) expect(matchRoute(address), address).toEqual(reference(address));
  });

  it("answers the store's main pages with their own routes", () => {
    expect(matchRoute("/product/whey")).toEqual({ id: "routes/product.$slug", params: { slug: "whey" } });
    expect(matchRoute("/products.data")?.id).toBe("routes/products");
    expect(matchRoute("/admin/orders/1001")?.id).toBe("routes/admin/order");
  });
});

describe("createActionOnlyMatcher", () => {
  it("knows the routes with an action and nothing else, and matches only paths that may reach them", () => {
    const action = async () => null;
    const table: Manifest = {
      root: { id: "root", path: "", module: { default: () => null } as never },
      admin: { id: "admin", parentId: "root", path: "admin", module: { default: () => null } as never },
      refund: { id: "refund", parentId: "admin", path: "orders/:n/refund", module: { action } as never },
      order: { id: "order", parentId: "admin", path: "orders/:n", module: { action, default: () => null } as never },
      owner: { id: "owner", parentId: "root", path: "api/admin/owner", module: { action } as never },
      product: { id: "product", parentId: "root", path: "product/:slug", module: { loader: action } as never },
    };
    const matchRoute = createRouteMatcher(table);
    const seen: string[] = [];
    const isActionOnly = createActionOnlyMatcher(table, (path) => {
      seen.push(path);
      return matchRoute(path);
    });
    expect(isActionOnly("/admin/orders/1001/refund")).toBe(true);
    expect(isActionOnly("/admin/orders/1001/refund.data")).toBe(true);
    expect(isActionOnly("/api/admin/owner")).toBe(true);
    expect(isActionOnly("/admin/orders/1001")).toBe(false);
    expect(isActionOnly("/product/whey")).toBe(false);
    // A catalogue page is not even matched.
    expect(seen).not.toContain("/product/whey");
  });
});
