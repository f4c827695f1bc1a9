import { data } from "react-router";
import type { SharedPageCacheKey } from "~/lib/page-cache-params";

/**
 * Every unknown address renders the same page: one cached copy per catalogue version serves them all, so a
 * bot probing addresses costs little. The request log still names each path with its 404.
 */
export const sharedPageCacheKey: SharedPageCacheKey = "not-found";

/**
 * Any path no other route claims: the root 404 page. The request log names the path with its 404, whether the page
 * was rendered or cached; a warning of its own would be written on renders only, one per bot probe.
 */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
