import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
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

/** Names a variant by everything that decides its bytes, so a replaced original gets new variants. */
export function variantKey(variant: ImageVariant): string {
  const { source, width, format } = variant;
  return createHash("sha256")
    .update(JSON.stringify([source.key, source.version, width ?? "original", format]))
    .digest("base64url")
    .slice(0, 32);
}

/** An original sharp cannot decode; anything else that fails (the disk, the image store) is not this. */
export class UndecodableImageError extends Error {}

function isUnchanged(variant: ImageVariant): boolean {
  return variant.width === undefined && variant.format === variant.source.format;
}

async function render(variant: ImageVariant, original: Uint8Array, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside the target and renamed, so no reader (in this or another process) sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  if (isUnchanged(variant)) {
    await writeFile(partial, original);
  } else {
    await sharp(original)
      .resize({ width: variant.width, withoutEnlargement: true })
      .toFormat(variant.format, ENCODER_OPTIONS[variant.format])
      .toFile(partial)
      .catch((error: unknown) => {
        throw new UndecodableImageError(`cannot render ${variant.source.key}`, { cause: error });
      });
  }
  await rename(partial, file);
}

type ReadOriginal = () => Promise<Uint8Array | undefined>;

async function readOrRender(variant: ImageVariant, file: string, readOriginal: ReadOriginal) {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const original = await readOriginal();
  // Gone from the store since it was looked up.
  if (!original) return undefined;
  await render(variant, original, file);
  return readFile(file);
}

/** Concurrent requests for the same variant share one read-or-render. */
const pending = new Map<string, Promise<Buffer | undefined>>();

/**
 * The bytes of a variant from this process's disk cache (cacheDir/{key}.{format}), made on the first request
 * only: rendered with sharp from the original, or the original itself when nothing needs changing, so a
 * cached variant costs no read of the image store. Undefined when the original is gone.
 */
export function variantBytes(options: {
  variant: ImageVariant;
  key: string;
  cacheDir: string;
  readOriginal: ReadOriginal;
}): Promise<Buffer | undefined> {
  const { variant, key, cacheDir, readOriginal } = options;
  const file = path.join(cacheDir, `${key}.${variant.format}`);
  let bytes = pending.get(file);
  if (!bytes) {
    bytes = readOrRender(variant, file, readOriginal).finally(() => pending.delete(file));
    pending.set(file, bytes);
  }
  return bytes;
}
