import { stat } from "node:fs/promises";
import path from "node:path";
import { type ImageFormat, sourceFormat } from "./formats";

/** A source image file and what identifies its content. */
export type SourceImage = { file: string; relativePath: string; format: ImageFormat; size: number; mtimeMs: number };

/**
 * The image at a request path below imagesDir, or undefined when there is none: a path that
 * escapes the directory, an extension we do not serve, or a missing file.
 */
export async function findSourceImage(imagesDir: string, requestPath: string): Promise<SourceImage | undefined> {
  const root = path.resolve(imagesDir);
  const file = path.resolve(root, requestPath);
  const format = sourceFormat(file);
  if (!file.startsWith(root + path.sep) || !format) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    return { file, relativePath: path.relative(root, file), format, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}
