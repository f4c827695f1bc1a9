import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importDiskImages } from "~/.server/images/import-disk-images";
import { serveImage } from "~/.server/images/serve";
import { databaseImageStore } from "~/.server/images/store/database";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
let dataDir: string;

const png = (width: number, background: string) =>
  sharp({ create: { width, height: width, channels: 3, background } })
    .png()
    .toBuffer();

async function writeOnDisk(relativePath: string, bytes: Buffer | string) {
  const file = path.join(dataDir, "images", relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-disk-images-"));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("importDiskImages", () => {
  it("copies the originals of DATA_DIR/images into the store, which then serves them without the disk", async () => {
    const photo = await png(300, "#16a085");
    await writeOnDisk("products/old-shop-1.png", photo);
    await writeOnDisk("blog/authors/jo.png", await png(64, "#f39c12"));
    await writeOnDisk("notes.txt", "not an image");
    await writeOnDisk("products/half-1.png.4242.partial", "an interrupted write");
    const store = databaseImageStore({ db: t.db });

    expect(await importDiskImages({ imagesDir: path.join(dataDir, "images"), store })).toEqual({
      imported: 2,
      kept: 0,
    });
    expect(Buffer.from((await store.read("products/old-shop-1.png")) ?? []).equals(photo)).toBe(true);
    expect(await store.head("blog/authors/jo.png")).toBeDefined();
    expect(await store.head("notes.txt")).toBeUndefined();

    await rm(path.join(dataDir, "images"), { recursive: true });
    const response = await serveImage({
      path: "products/old-shop-1.png",
      request: new Request("http://store.test/images/products/old-shop-1.png?w=96"),
      store,
      cacheDir: path.join(dataDir, "image-cache"),
    });
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(96);
  });

  it("keeps what the store already holds, and copies nothing on the next start", async () => {
    const store = databaseImageStore({ db: t.db });
    const inStore = await png(50, "#2c3e50");
    await store.write({ key: "brands/acme.png", bytes: inStore });
    await writeOnDisk("brands/acme.png", await png(40, "#e74c3c"));
    await writeOnDisk("brands/other.png", await png(40, "#e74c3c"));
    const imagesDir = path.join(dataDir, "images");

    expect(await importDiskImages({ imagesDir, store })).toEqual({ imported: 1, kept: 1 });
    expect(Buffer.from((await store.read("brands/acme.png")) ?? []).equals(inStore)).toBe(true);
    expect(await importDiskImages({ imagesDir, store })).toEqual({ imported: 0, kept: 2 });
  });

  it("does nothing when there is no images folder", async () => {
    const store = databaseImageStore({ db: t.db });
    expect(await importDiskImages({ imagesDir: path.join(dataDir, "images"), store })).toEqual({
      imported: 0,
      kept: 0,
    });
  });
});
