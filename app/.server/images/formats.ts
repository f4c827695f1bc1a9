import path from "node:path";

/** Formats the endpoint reads and writes. */
export type ImageFormat = "avif" | "webp" | "png" | "jpeg";

const SOURCE_FORMATS: Record<string, ImageFormat> = {
  ".png": "png",
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".webp": "webp",
  ".avif": "avif",
};

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpeg: "image/jpeg",
};

/** The format of a source file by its extension; anything else is not an image we serve. */
export function sourceFormat(file: string): ImageFormat | undefined {
  return SOURCE_FORMATS[path.extname(file).toLowerCase()];
}

/** Whether the Accept header names a media type with a non-zero quality. */
function accepts(accept: string, mediaType: string): boolean {
  return accept.split(",").some((entry) => {
    const [type, ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (type !== mediaType) return false;
    const quality = parameters.find((p) => p.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * AVIF when the browser asks for it, else WebP, else the source's own format. Only explicit
 * mentions count: wildcards come from every client, including ones that cannot decode AVIF.
 */
export function negotiateFormat(accept: string | null, source: ImageFormat): ImageFormat {
  if (!accept) return source;
  if (accepts(accept, CONTENT_TYPES.avif)) return "avif";
  if (accepts(accept, CONTENT_TYPES.webp)) return "webp";
  return source;
}
