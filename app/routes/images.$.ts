import { getEnv } from "~/.server/env";
import { serveImage } from "~/.server/images/serve";
import type { Route } from "./+types/images.$";

/** Every catalogue image is served from here (files under DATA_DIR/images, imported or drawn for the demo at start-up). */
export function loader({ params, request }: Route.LoaderArgs) {
  return serveImage({ path: params["*"] ?? "", request, dataDir: getEnv().DATA_DIR });
}
