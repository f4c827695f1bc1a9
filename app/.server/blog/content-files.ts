import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/.server/env";
import { SLUG_PATTERN } from "~/lib/form-fields.schema";
import { parseFrontMatter } from "./markdown";

/** The repository's content folder; the store runs from the project root (as it does for ./data and .env). */
const CONTENT_DIR = path.resolve("content");

export type MarkdownFile = { slug: string; data: unknown; body: string };

/** Every `*.md` file of a content folder, named by its file name (the page's slug). */
export async function readMarkdownFiles(folder: "blog" | "pages"): Promise<MarkdownFile[]> {
  const dir = path.join(CONTENT_DIR, folder);
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    names.map(async (name) => {
      const slug = name.slice(0, -".md".length);
      if (!SLUG_PATTERN.test(slug))
        throw new Error(`content/${folder}/${name}: file names are lower-case words and dashes`);
      const { data, body } = parseFrontMatter(await readFile(path.join(dir, name), "utf8"));
      return { slug, data, body };
    }),
  );
}

/**
 * Loads once per process in production; elsewhere on every call, so an edited article shows on reload.
 * A failed load is not kept: the next call tries again.
 */
export function loadOnceInProduction<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (getEnv().NODE_ENV !== "production") return load();
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
