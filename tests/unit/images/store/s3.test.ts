import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { serveImage } from "~/.server/images/serve";
import { createImageStore, type ImageStore, MISS_TTL_MS } from "~/.server/images/store";
import { type S3Settings, s3ImageStore } from "~/.server/images/store/s3";
import { type FakeS3, startFakeS3 } from "../../../support/fake-s3-server";

const CREDENTIALS = { accessKeyId: "AKIDSTORETEST", secretAccessKey: "store-test-secret-access-key-0123456789" };
const BUCKET = "store-images";
const REGION = "eu-central-1";

let s3: FakeS3;
let settings: S3Settings;
let store: ImageStore;
const cacheDirs: string[] = [];

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#d35400" } })
    .png()
    .toBuffer();

async function emptyCacheDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "store-s3-cache-"));
  cacheDirs.push(dir);
  return dir;
}

function requestImage(imagePath: string, options: { store: ImageStore; cacheDir: string; w?: number }) {
  const url = new URL(`http://store.test/images/${imagePath}`);
  if (options.w !== undefined) url.searchParams.set("w", String(options.w));
  return serveImage({ path: imagePath, request: new Request(url), store: options.store, cacheDir: options.cacheDir });
}

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: BUCKET, region: REGION, ...CREDENTIALS });
  settings = { bucket: BUCKET, region: REGION, endpoint: s3.url, ...CREDENTIALS };
});

afterAll(async () => {
  await s3.close();
});

beforeEach(() => {
  store = s3ImageStore(settings);
  s3.objects.clear();
  s3.requests.length = 0;
});

afterEach(async () => {
  for (const dir of cacheDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("the S3 image store", () => {
  it("puts an original under images/ with its content type and a signed payload hash", async () => {
    const bytes = await png(20, 10);
    await store.write({ key: "products/whey-1.png", bytes });
    const stored = s3.objects.get("images/products/whey-1.png");
    expect(stored?.bytes.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe("image/png");
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: "PUT", path: `/${BUCKET}/images/products/whey-1.png`, status: 200 });
    expect(put?.payloadHash).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  it("reads an original's version (its ETag) and its bytes, and nothing for a missing key", async () => {
    const bytes = await png(20, 10);
    await store.write({ key: "brands/acme.png", bytes });
    expect(await store.head("brands/acme.png")).toEqual({
      version: createHash("md5").update(bytes).digest("hex"),
    });
    expect(Buffer.from((await store.read("brands/acme.png")) ?? []).equals(bytes)).toBe(true);
    expect(await store.head("brands/missing.png")).toBeUndefined();
    expect(await store.read("brands/missing.png")).toBeUndefined();
  });

  it("encodes keys in the path, and they come back unchanged", async () => {
    const key = "blog/authors/zoë smith+co.png";
    await store.write({ key, bytes: await png(4, 4) });
    expect(s3.objects.has(`images/${key}`)).toBe(true);
    expect(await store.head(key)).toBeDefined();
  });

  it("fails loudly, naming the status, when the storage refuses the signature", async () => {
    const wrongSecret = s3ImageStore({ ...settings, secretAccessKey: "not-the-secret-the-bucket-knows-0000" });
    await expect(wrongSecret.write({ key: "products/x-1.png", bytes: await png(4, 4) })).rejects.toThrow(
      "answered 403 SignatureDoesNotMatch",
    );
    await expect(wrongSecret.head("products/x-1.png")).rejects.toThrow(/403/);
    expect(s3.objects.size).toBe(0);
  });

  it("serves an original one process put from another process with an empty disk cache", async () => {
    await store.write({ key: "products/shared-1.png", bytes: await png(800, 600) });
    const otherProcess = s3ImageStore(settings);
    const cacheDir = await emptyCacheDir();

    const response = await requestImage("products/shared-1.png", { store: otherProcess, cacheDir, w: 400 });
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400);
    expect(await readdir(cacheDir)).toHaveLength(1);

    // The next request is answered from the disk cache: a HEAD for the version, no GET of the original.
    s3.requests.length = 0;
    expect((await requestImage("products/shared-1.png", { store: otherProcess, cacheDir, w: 400 })).status).toBe(200);
    expect(s3.requests.map((r) => r.method)).toEqual(["HEAD"]);
  });

  it("never reaches objects outside images/, whatever the path climbs", async () => {
    s3.objects.set("private/secret.png", { bytes: await png(4, 4), contentType: "image/png", etag: '"secret"' });
    const cacheDir = await emptyCacheDir();
    for (const imagePath of ["../private/secret.png", "products/../../private/secret.png"]) {
      expect((await requestImage(imagePath, { store, cacheDir })).status, imagePath).toBe(404);
    }
    expect(s3.requests).toEqual([]);
  });

  it("answers 404 to an image the bucket does not hold", async () => {
    const cacheDir = await emptyCacheDir();
    expect((await requestImage("products/missing-1.png", { store, cacheDir, w: 400 })).status).toBe(404);
    expect(await readdir(cacheDir)).toEqual([]);
  });
});

describe("createImageStore", () => {
  const s3Env = () =>
    parseEnv({
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });

  it("keeps originals in the database unless S3_BUCKET is set", () => {
    expect(createImageStore({ env: parseEnv({}) }).kind).toBe("database");
    expect(createImageStore({ env: s3Env() }).kind).toBe("s3");
  });

  it("serves a variant it has cached without asking the bucket again", async () => {
    const processStore = createImageStore({ env: s3Env() });
    const cacheDir = await emptyCacheDir();
    await store.write({ key: "products/cached-1.png", bytes: await png(200, 200) });
    expect((await requestImage("products/cached-1.png", { store: processStore, cacheDir, w: 96 })).status).toBe(200);

    s3.requests.length = 0;
    expect((await requestImage("products/cached-1.png", { store: processStore, cacheDir, w: 96 })).status).toBe(200);
    expect(s3.requests).toEqual([]);
  });

  it("asks the bucket about a missing image once within the miss's time, and again after it", async () => {
    let now = 1_000_000;
    const processStore = createImageStore({ env: s3Env(), now: () => now });
    const cacheDir = await emptyCacheDir();
    for (let i = 0; i < 3; i++) {
      expect((await requestImage("products/missing-2.png", { store: processStore, cacheDir, w: 96 })).status).toBe(404);
    }
    expect(s3.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`HEAD /${BUCKET}/images/products/missing-2.png`]);

    // Another process uploads it: this one finds it once the miss has expired.
    await store.write({ key: "products/missing-2.png", bytes: await png(200, 200) });
    now += MISS_TTL_MS - 1;
    expect((await requestImage("products/missing-2.png", { store: processStore, cacheDir, w: 96 })).status).toBe(404);
    now += 1;
    expect((await requestImage("products/missing-2.png", { store: processStore, cacheDir, w: 96 })).status).toBe(200);
  });

  it("serves at once an original it writes itself under a key it found missing", async () => {
    const processStore = createImageStore({ env: s3Env() });
    const cacheDir = await emptyCacheDir();
    expect((await requestImage("products/late-1.png", { store: processStore, cacheDir, w: 96 })).status).toBe(404);
    await processStore.write({ key: "products/late-1.png", bytes: await png(200, 200) });
    expect((await requestImage("products/late-1.png", { store: processStore, cacheDir, w: 96 })).status).toBe(200);
  });
});
