import { readFile } from "node:fs/promises";
import type { ServerBuild } from "react-router";
import routes from "~/routes";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

const routeModules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}");

/**
 * The route table the server build hands the HTTP layer (`build.routes`), made from app/routes.ts. Modules
 * that declare `pageCacheParams` or `sharedPageCacheKey` are the real ones; the others stay unloaded (importing every route module
 * would compile most of the store), which reads the same to the page cache: no declaration.
 */
export async function loadRouteManifest(): Promise<ServerBuild["routes"]> {
  const manifest: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} as RouteModule } };
  for (const { file, path, index } of routes) {
    const source = `../../app/${file}`;
    const declares = /export const (pageCacheParams|sharedPageCacheKey)/.test(
      await readFile(new URL(source, import.meta.url), "utf8"),
    );
    const load = routeModules[source];
    if (!load) throw new Error(`no route module at ${source}`);
    const id = file.replace(/\.tsx?$/, "");
    manifest[id] = { id, parentId: "root", path, index, module: declares ? await load() : ({} as RouteModule) };
  }
  return manifest;
}
