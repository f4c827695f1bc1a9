import { createHash } from "node:crypto";
import { mkdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import sharp, { type AvifOptions, type JpegOptions, type PngOptions, type WebpOptions } from "sharp";
import type { ImageFormat } from "./formats";
import type { SourceImage } from "./source";

/** One rendering of a source image: its width (undefined = original) and format. */
export type ImageVariant = {
  source: SourceImage;
  width: number | undefined;
  format: ImageFormat;
};

/**
 * Settings for product shots. AVIF at effort 2 encodes about 5x faster than the default effort for
 * about 25% more bytes, which keeps the first request for each variant short.
 */
const ENCODER_OPTIONS: Record<ImageFormat, AvifOptions | WebpOptions | PngOptions | JpegOptions> = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
  png: { compressionLevel: 9 },
  jpeg: { quality: 80, mozjpeg: true },
};

/** Names a variant by everything that decides its bytes, so a replaced source gets new variants. */
export function variantKey(variant: ImageVariant): string {
  const { source, width, format } = variant;
  return createHash("sha256")
    .update(JSON.stringify([source.relativePath, source.size, source.mtimeMs, width ?? "original", format]))
    .digest("base64url")
    .slice(0, 32);
}

async function render(variant: ImageVariant, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside the target and renamed, so no reader (in this or another process) sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await sharp(variant.source.file)
    .resize({ width: variant.width, withoutEnlargement: true })
    .toFormat(variant.format, ENCODER_OPTIONS[variant.format])
    .toFile(partial);
  await rename(partial, file);
}

async function readOrRender(variant: ImageVariant, file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await render(variant, file);
  return readFile(file);
}

/** Concurrent requests for the same variant share one read-or-render. */
const pending = new Map<string, Promise<Buffer>>();

/**
 * The bytes of a variant from the disk cache (cacheDir/{key}.{format}), rendered with sharp on the
 * first request only. The source itself is served when nothing needs changing.
 */
export function variantBytes(options: { variant: ImageVariant; key: string; cacheDir: string }): Promise<Buffer> {
  const { variant, key, cacheDir } = options;
  const unchanged = variant.width === undefined && variant.format === variant.source.format;
  if (unchanged) return readFile(variant.source.file);
  const file = path.join(cacheDir, `${key}.${variant.format}`);
  let bytes = pending.get(file);
  if (!bytes) {
    bytes = readOrRender(variant, file).finally(() => pending.delete(file));
    pending.set(file, bytes);
  }
  return bytes;
}
