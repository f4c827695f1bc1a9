import { listCatalog } from "~/.server/catalog/list";
import { throwIfFaultInjected } from "~/.server/faults";
import type { Route } from "./+types/api.catalog";

/**
 * The catalogue call (docs/product.md#calls): every product as a JSON list. The same for every visitor, so
 * browsers and shared caches may keep it briefly; the browser's product cache keeps it 15 minutes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  throwIfFaultInjected(request, "catalog");
  return Response.json(await listCatalog(), {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}
