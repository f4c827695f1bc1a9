import { logger } from "~/.server/logger";
import { CONTENT_TYPES, negotiateFormat, sourceFormat } from "./formats";
import { imageKey, type SourceImage } from "./source";
import { getImageStore, type ImageStore } from "./store";
import { type ImageVariant, UndecodableImageError, variantBytes, variantKey } from "./variants";
import { snapWidth } from "./widths";

export type ServeImageOptions = {
  /** The path below /images/, as requested. */
  path: string;
  request: Request;
  /** This process's disk cache of variants (DATA_DIR/image-cache); originals come from the image store. */
  cacheDir: string;
  /** Defaults to the process's image store (the database, or S3 when configured). */
  store?: ImageStore;
};

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The original a request path names, when the image store holds it. */
async function findSource(store: ImageStore, requestPath: string): Promise<SourceImage | undefined> {
  const key = imageKey(requestPath);
  const format = key && sourceFormat(key);
  if (!key || !format) return undefined;
  const info = await store.head(key);
  return info && { key, format, version: info.version };
}

/**
 * A catalogue image, resized to an allowed width (`?w=`) and converted to the best format the
 * browser accepts. Variants are rendered once per process and kept on its disk. Responses are immutable
 * for a year: a new photo must come under a new file name. Anything that is not an image we hold is a 404.
 */
export async function serveImage(options: ServeImageOptions): Promise<Response> {
  const store = options.store ?? getImageStore();
  const source = await findSource(store, options.path);
  if (!source) return notFound();
  const variant: ImageVariant = {
    source,
    width: snapWidth(new URL(options.request.url).searchParams.get("w")),
    format: negotiateFormat(options.request.headers.get("accept"), source.format),
  };
  const key = variantKey(variant);
  let bytes: Buffer | undefined;
  try {
    bytes = await variantBytes({
      variant,
      key,
      cacheDir: options.cacheDir,
      readOriginal: () => store.read(source.key),
    });
  } catch (error) {
    if (!(error instanceof UndecodableImageError)) throw error;
    // A source sharp cannot decode: the shopper sees 'No Image' either way, so it is a 404 with a log line.
    logger.error({ err: error, image: source.key }, "image could not be rendered");
    return notFound();
  }
  if (!bytes) return notFound();
  // File reads never return shared memory; the cast only narrows Node's Buffer type for the Fetch API.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": CONTENT_TYPES[variant.format],
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept",
      ETag: `"${key}"`,
    },
  });
}
