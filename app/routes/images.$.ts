import path from "node:path";
import { getEnv } from "~/.server/env";
import { serveImage } from "~/.server/images/serve";
import type { Route } from "./+types/images.$";

/** Every catalogue image is served from here: originals from the image store, variants from DATA_DIR/image-cache. */
export function loader({ params, request }: Route.LoaderArgs) {
  return serveImage({ path: params["*"] ?? "", request, cacheDir: path.join(getEnv().DATA_DIR, "image-cache") });
}
