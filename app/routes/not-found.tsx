import { data } from "react-router";
import { logger } from "~/.server/logger";
import type { Route } from "./+types/not-found";

/** Any path no other route claims: logged, then answered by the root 404 page. */
export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
