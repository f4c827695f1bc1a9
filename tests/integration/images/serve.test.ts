import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serveImage } from "~/.server/images/serve";

// Counts renders: every call of sharp() made by the endpoint is one image decoded and encoded.
vi.mock("sharp", async (importOriginal) => {
  const actual = await importOriginal<typeof import("sharp")>();
  return { default: vi.fn(actual.default) };
});
const sharpCalls = vi.mocked(sharp);

const BROWSER_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
let dataDir: string;

async function writePng(relativePath: string, width: number, height: number) {
  const file = path.join(dataDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .png()
    .toFile(file);
}

function requestImage(imagePath: string, options: { w?: number; accept?: string } = {}) {
  const url = new URL(`http://store.test/images/${imagePath}`);
  if (options.w !== undefined) url.searchParams.set("w", String(options.w));
  const headers = options.accept ? { Accept: options.accept } : undefined;
  return serveImage({ path: imagePath, request: new Request(url, { headers }), dataDir });
}

async function decoded(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

async function cachedFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, "image-cache"));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-images-"));
  await writePng("images/products/shaker-1.png", 800, 600);
  await writePng("outside.png", 10, 10);
  await writeFile(path.join(dataDir, "images", "notes.txt"), "not an image");
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  sharpCalls.mockClear();
});

describe("the image endpoint", () => {
  it("resizes to the allowed width at or above the one asked for", async () => {
    const exact = await requestImage("products/shaker-1.png", { w: 400 });
    expect(exact.status).toBe(200);
    expect((await decoded(exact)).width).toBe(400);
    expect((await decoded(await requestImage("products/shaker-1.png", { w: 300 }))).width).toBe(400);
  });

  it("never upscales: a width above the original serves the original width", async () => {
    const response = await requestImage("products/shaker-1.png", { w: 5000 });
    const image = await decoded(response);
    expect([image.width, image.height]).toEqual([800, 600]);
  });

  it("negotiates AVIF, then WebP, then the original format", async () => {
    const avif = await requestImage("products/shaker-1.png", { w: 96, accept: BROWSER_ACCEPT });
    const webp = await requestImage("products/shaker-1.png", { w: 96, accept: "image/webp,*/*" });
    const png = await requestImage("products/shaker-1.png", { w: 96, accept: "*/*" });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await decoded(avif)).format).toBe("heif");
    expect((await decoded(webp)).format).toBe("webp");
    expect((await decoded(png)).format).toBe("png");
    const refused = await requestImage("products/shaker-1.png", { w: 96, accept: "image/avif;q=0, image/webp" });
    expect(refused.headers.get("content-type")).toBe("image/webp");
  });

  it("marks variants as cacheable for good, varying by Accept, with an ETag per variant", async () => {
    const webp = await requestImage("products/shaker-1.png", { w: 192, accept: "image/webp" });
    const png = await requestImage("products/shaker-1.png", { w: 192 });
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("vary")).toBe("Accept");
    expect(webp.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(webp.headers.get("etag")).not.toBe(png.headers.get("etag"));
  });

  it("renders a variant once, keeps it on disk and serves later requests from there", async () => {
    const first = await requestImage("products/shaker-1.png", { w: 500, accept: "image/webp" });
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(sharpCalls).toHaveBeenCalledTimes(1);
    const [file] = (await cachedFiles()).filter((name) => name.endsWith(".webp"));
    const cachedAt = (await stat(path.join(dataDir, "image-cache", file!))).mtimeMs;

    const again = await requestImage("products/shaker-1.png", { w: 500, accept: "image/webp" });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(sharpCalls).toHaveBeenCalledTimes(1);
    expect((await stat(path.join(dataDir, "image-cache", file!))).mtimeMs).toBe(cachedAt);
  });

  it("renders a variant once when many requests for it arrive together", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestImage("products/shaker-1.png", { w: 800, accept: BROWSER_ACCEPT })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(sharpCalls).toHaveBeenCalledTimes(1);
    expect((await cachedFiles()).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("serves the source file itself when nothing needs changing", async () => {
    const response = await requestImage("products/shaker-1.png");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect((await decoded(response)).width).toBe(800);
    expect(sharpCalls).toHaveBeenCalledTimes(1); // the decode above, none by the endpoint
  });

  it.each(["../outside.png", "products/../../outside.png", `${"../".repeat(8)}etc/passwd`, "/etc/passwd"])(
    "answers 404 to a path outside the images directory: %s",
    async (imagePath) => {
      expect((await requestImage(imagePath, { w: 96 })).status).toBe(404);
    },
  );

  it.each(["products/missing.png", "products", "notes.txt", ""])(
    "answers 404 to something that is not an image we hold: '%s'",
    async (imagePath) => {
      expect((await requestImage(imagePath, { w: 96 })).status).toBe(404);
    },
  );
});
