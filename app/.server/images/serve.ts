import path from "node:path";
import { logger } from "../logger";
import { CONTENT_TYPES, negotiateFormat } from "./formats";
import { findSourceImage } from "./source";
import { type ImageVariant, variantBytes, variantKey } from "./variants";
import { snapWidth } from "./widths";

export type ServeImageOptions = {
  /** The path below /images/, as requested. */
  path: string;
  request: Request;
  /** Sources are read from dataDir/images; resized variants are kept in dataDir/image-cache. */
  dataDir: string;
};

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * A catalogue image, resized to an allowed width (`?w=`) and converted to the best format the
 * browser accepts. Variants are rendered once and kept on disk. Responses are immutable for a year:
 * a new photo must come under a new file name. Anything that is not an image we hold is a 404.
 */
export async function serveImage(options: ServeImageOptions): Promise<Response> {
  const source = await findSourceImage(path.join(options.dataDir, "images"), options.path);
  if (!source) return notFound();
  const variant: ImageVariant = {
    source,
    width: snapWidth(new URL(options.request.url).searchParams.get("w")),
    format: negotiateFormat(options.request.headers.get("accept"), source.format),
  };
  const key = variantKey(variant);
  try {
    const bytes = await variantBytes({ variant, key, cacheDir: path.join(options.dataDir, "image-cache") });
    // File reads never return shared memory; the cast only narrows Node's Buffer type for the Fetch API.
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": CONTENT_TYPES[variant.format],
        "Cache-Control": "public, max-age=31536000, immutable",
        Vary: "Accept",
        ETag: `"${key}"`,
      },
    });
  } catch (error) {
    // A source sharp cannot decode: the shopper sees 'No Image' either way, so it is a 404 with a log line.
    logger.error({ err: error, image: source.relativePath }, "image could not be rendered");
    return notFound();
  }
}
