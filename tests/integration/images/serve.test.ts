import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/.server/db";
import { serveImage } from "~/.server/images/serve";
import type { ImageStore } from "~/.server/images/store";
import { databaseImageStore } from "~/.server/images/store/database";
import { createTestDatabase, type TestDatabase } from "../../support/database";

// Counts renders: every call of sharp() made by the endpoint is one image decoded and encoded.
vi.mock("sharp", async (importOriginal) => {
  const actual = await importOriginal<typeof import("sharp")>();
  return { default: vi.fn(actual.default) };
});
const sharpCalls = vi.mocked(sharp);

const BROWSER_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
// One database for the file: the originals are written once, and every test reads them.
let database: TestDatabase;
let store: ImageStore;
let cacheDir: string;

function png(width: number, height: number, background = "#c0392b"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

function requestImage(
  imagePath: string,
  options: { w?: number; accept?: string; store?: ImageStore; cacheDir?: string } = {},
) {
  const url = new URL(`http://store.test/images/${imagePath}`);
  if (options.w !== undefined) url.searchParams.set("w", String(options.w));
  const headers = options.accept ? { Accept: options.accept } : undefined;
  return serveImage({
    path: imagePath,
    request: new Request(url, { headers }),
    store: options.store ?? store,
    cacheDir: options.cacheDir ?? cacheDir,
  });
}

async function decoded(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

async function cachedFiles(dir = cacheDir): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = databaseImageStore({ db: database.db });
  cacheDir = await mkdtemp(path.join(tmpdir(), "store-image-cache-"));
  await store.write({ key: "products/shaker-1.png", bytes: await png(800, 600) });
  // What a path climbing out of a folder would reach if it were resolved instead of refused.
  await store.write({ key: "outside.png", bytes: await png(10, 10) });
  await store.write({ key: "notes.txt", bytes: new TextEncoder().encode("not an image") });
  await store.write({ key: "products/broken.png", bytes: new TextEncoder().encode("not a PNG at all") });
});

afterAll(async () => {
  await database.close();
  await rm(cacheDir, { recursive: true, force: true });
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
    const cachedAt = (await stat(path.join(cacheDir, file!))).mtimeMs;

    const again = await requestImage("products/shaker-1.png", { w: 500, accept: "image/webp" });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(sharpCalls).toHaveBeenCalledTimes(1);
    expect((await stat(path.join(cacheDir, file!))).mtimeMs).toBe(cachedAt);
  });

  it("renders a variant once when many requests for it arrive together", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestImage("products/shaker-1.png", { w: 800, accept: BROWSER_ACCEPT })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(sharpCalls).toHaveBeenCalledTimes(1);
    expect((await cachedFiles()).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("serves the original's own bytes when nothing needs changing", async () => {
    const response = await requestImage("products/shaker-1.png");
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(Buffer.from((await store.read("products/shaker-1.png")) ?? []))).toBe(true);
    expect(sharpCalls).not.toHaveBeenCalled();
  });

  it.each(["../outside.png", "products/../../outside.png", `${"../".repeat(8)}etc/passwd`, "/etc/passwd"])(
    "answers 404 to a path outside the images directory: %s",
    async (imagePath) => {
      expect((await requestImage(imagePath, { w: 96 })).status).toBe(404);
    },
  );

  it("answers 404, with a log line, to an original that cannot be decoded", async () => {
    expect((await requestImage("products/broken.png", { w: 96 })).status).toBe(404);
  });

  it.each(["products/missing.png", "products", "notes.txt", "", "products/shaker-1.png/"])(
    "answers 404 to something that is not an image we hold: '%s'",
    async (imagePath) => {
      expect((await requestImage(imagePath, { w: 96 })).status).toBe(404);
    },
  );
});

describe("originals shared by every process", () => {
  let other: DatabaseHandle;
  let otherCacheDir: string;
  beforeEach(async () => {
    other = await database.connectAgain();
    otherCacheDir = await mkdtemp(path.join(tmpdir(), "store-image-cache-other-"));
  });
  afterEach(async () => {
    await other.close();
    await rm(otherCacheDir, { recursive: true, force: true });
  });
  const fromOtherProcess = (imagePath: string, options: { w?: number; accept?: string } = {}) =>
    requestImage(imagePath, { ...options, store: databaseImageStore({ db: other.db }), cacheDir: otherCacheDir });

  it("serves an original one process wrote from another process with an empty disk cache", async () => {
    await store.write({ key: "products/written-elsewhere-1.png", bytes: await png(640, 480, "#2980b9") });
    expect(await cachedFiles(otherCacheDir)).toEqual([]);

    const response = await fromOtherProcess("products/written-elsewhere-1.png", { w: 400, accept: "image/webp" });
    expect(response.status).toBe(200);
    expect(await decoded(response)).toMatchObject({ format: "webp", width: 400 });
    expect(await cachedFiles(otherCacheDir)).toHaveLength(1);
  });

  it("answers 404 in every process to an image no process wrote", async () => {
    expect((await fromOtherProcess("products/never-written-1.png", { w: 400 })).status).toBe(404);
    expect((await requestImage("products/never-written-1.png")).status).toBe(404);
    expect(await cachedFiles(otherCacheDir)).toEqual([]);
  });

  it("gives a replaced original new variants, whichever process renders them", async () => {
    await store.write({ key: "products/replaced-1.png", bytes: await png(600, 600, "#27ae60") });
    const before = await fromOtherProcess("products/replaced-1.png", { w: 1000 });
    expect((await decoded(before)).width).toBe(600);
    await store.write({ key: "products/replaced-1.png", bytes: await png(300, 300, "#8e44ad") });
    const after = await fromOtherProcess("products/replaced-1.png", { w: 1000 });
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect((await decoded(after)).width).toBe(300);
  });
});
