import { readFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "../env";

const contentTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/** Reads an image below DATA_DIR/images; anything outside it, or missing, is a 404. */
export async function serveImage(options: { path: string; request: Request }): Promise<Response> {
  const root = path.resolve(getEnv().DATA_DIR, "images");
  const file = path.resolve(root, options.path);
  const type = contentTypes[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type) return new Response("Not Found", { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" },
    });
  } catch {
    return new Response("Not Found", { status: 404 });
  }
}
