import { access, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageFilePath } from "../../images/urls";

/** One image file to make: where it is served from and how it is drawn (only called when missing). */
export type ImageJob = { url: string; svg: () => string };

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function renderPng(svg: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside the target and renamed, so an interrupted seed never leaves a truncated image to be skipped later.
  const partial = `${file}.${process.pid}.partial`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toFile(partial);
  await rename(partial, file);
}

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

/** Renders each job's SVG to PNG under imagesDir; files that already exist are kept as they are. */
export async function renderImages(options: {
  imagesDir: string;
  jobs: readonly ImageJob[];
  concurrency?: number;
}): Promise<{ written: number; skipped: number }> {
  let written = 0;
  await forEachLimited(options.jobs, options.concurrency ?? 4, async (job) => {
    const file = imageFilePath(options.imagesDir, job.url);
    if (await exists(file)) return;
    await renderPng(job.svg(), file);
    written++;
  });
  return { written, skipped: options.jobs.length - written };
}
