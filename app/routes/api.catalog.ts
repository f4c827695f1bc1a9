import { listCatalog } from "~/.server/catalog/list";

/**
 * The catalogue call (docs/product.md#calls): every product as a JSON list. The same for every visitor, so
 * browsers and shared caches may keep it briefly.
 */
export async function loader() {
  return Response.json(await listCatalog(), {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}
