import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { imageKey } from "./source";
import type { ImageStore } from "./store";

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Copies the originals a store kept on its own disk before they moved to the image store (DATA_DIR/images)
 * into the image store, once, at start (decision 159). Images the store already holds win; the files stay
 * where they are, as they were, so nothing is lost and a second start copies nothing.
 */
export async function importDiskImages(options: {
  imagesDir: string;
  store: ImageStore;
}): Promise<{ imported: number; kept: number }> {
  const { imagesDir, store } = options;
  let imported = 0;
  let kept = 0;
  for (const file of await listFiles(imagesDir)) {
    const key = imageKey(path.relative(imagesDir, file).split(path.sep).join("/"));
    if (!key) continue;
    if (await store.head(key)) {
      kept++;
      continue;
    }
    await store.write({ key, bytes: await readFile(file) });
    imported++;
  }
  return { imported, kept };
}
