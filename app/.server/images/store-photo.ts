import { randomBytes } from "node:crypto";
import type { PhotoRejection } from "~/lib/product-photos";
import { type PhotoFile, processPhoto } from "./process-photo";
import { getImageStore, type ImageStore } from "./store";
import { imageKeyOfUrl } from "./urls";

/**
 * Processes one uploaded photo and writes it to the image store every process serves from (decision 159), under the
 * address `urlOf` makes from a new random id: originals are immutable, so cached variants of an earlier photo never
 * show for this one. Returns that address, or why the file was refused.
 */
export async function storeNewPhoto(options: {
  file: PhotoFile;
  urlOf: (id: string) => string;
  store?: ImageStore;
}): Promise<string | PhotoRejection> {
  const processed = await processPhoto(options.file);
  if (!(processed instanceof Uint8Array)) return processed;
  const url = options.urlOf(randomBytes(6).toString("hex"));
  await (options.store ?? getImageStore()).write({ key: imageKeyOfUrl(url), bytes: processed });
  return url;
}
