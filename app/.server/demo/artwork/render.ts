import sharp from "sharp";
import type { ImageStore } from "~/.server/images/store";
import { imageKeyOfUrl } from "~/.server/images/urls";

/** One image to make: where it is served from and how it is drawn (only called when missing). */
export type ImageJob = { url: string; svg: () => string };

/** Runs fn over the items with at most `limit` in flight. */
async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders each job's SVG to PNG into the image store; images the store already holds are kept as they are. */
export async function renderImages(options: {
  store: ImageStore;
  jobs: readonly ImageJob[];
  concurrency?: number;
}): Promise<{ written: number; skipped: number }> {
  const { store } = options;
  let written = 0;
  await forEachLimited(options.jobs, options.concurrency ?? 4, async (job) => {
    const key = imageKeyOfUrl(job.url);
    if (await store.head(key)) return;
    const bytes = await sharp(Buffer.from(job.svg())).png({ compressionLevel: 6 }).toBuffer();
    await store.write({ key, bytes });
    written++;
  });
  return { written, skipped: options.jobs.length - written };
}
