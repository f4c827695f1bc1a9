import { data } from "react-router";
import { logger } from "~/.server/logger";
import type { SharedPageCacheKey } from "~/lib/page-cache-params";
import type { Route } from "./+types/not-found";

/**
 * Every unknown address renders the same page: one cached copy per catalogue version serves them all, so a
 * bot probing addresses costs little. The request log still names each path with its 404.
 */
export const sharedPageCacheKey: SharedPageCacheKey = "not-found";

/** Any path no other route claims: logged (on a render; cached copies by the request log), then the root 404 page. */
export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
