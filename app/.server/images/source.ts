import path from "node:path";
import { type ImageFormat, sourceFormat } from "./formats";

/** An original image: its key in the image store, its format and what identifies its bytes. */
export type SourceImage = { key: string; format: ImageFormat; version: string };

/**
 * The image store key for a request path below /images/ (`products/whey-1.png`), or undefined when the path
 * cannot name an original: one that climbs out, an absolute one, an extension we do not serve.
 */
export function imageKey(requestPath: string): string | undefined {
  if (requestPath.includes("\\") || requestPath.includes("\0")) return undefined;
  const key = path.posix.normalize(requestPath);
  if (key.startsWith("/") || key.endsWith("/") || key === ".." || key.startsWith("../")) return undefined;
  if (!sourceFormat(key)) return undefined;
  return key;
}
