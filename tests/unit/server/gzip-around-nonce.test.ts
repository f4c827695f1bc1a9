import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { gzipParts, gzipWithNonce } from "../../../server/gzip-around-nonce";
import { acceptsGzip } from "../../../server/gzip-format";
import { gzipPages } from "../../../server/gzip-pages";
import { PageCache } from "../../../server/page-cache";
import { pageCacheMiddleware } from "../../../server/page-cache-middleware";
import type { AppEnv } from "../../../server/types";

/** A page split where its nonce goes, as the page cache keeps it. */
function parts(...texts: string[]): Buffer[] {
  return texts.map((text) => Buffer.from(text));
}

describe("gzipWithNonce", () => {
  it("unpacks to the page joined with the nonce, checksum and length included", () => {
    const page = parts(
      '<html><script nonce="',
      '">hydrate()</script><p>Crème brûlée 😀</p>',
      '<script nonce="',
      '"></script>',
    );
    const compressed = gzipParts(page);
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA", ""]) {
      const body = gzipWithNonce(compressed, nonce);
      expect(gunzipSync(body).toString()).toBe(page.map(String).join(nonce));
    }
  });

  it("handles empty parts, a nonce at either end and a part larger than a stored block", () => {
    const large = "protein ".repeat(20_000) + "whey".repeat(30_000);
    const page = parts("", "a", "", large, "");
    const body = gzipWithNonce(gzipParts(page), "n0nce");
    expect(gunzipSync(body).toString()).toBe(page.map(String).join("n0nce"));
  });

  it("compresses the page, not only copies it", () => {
    const text = "<li>Whey protein, chocolate, 2 lb</li>".repeat(500);
    const body = gzipWithNonce(gzipParts(parts(text, text)), "nonce");
    expect(body.length).toBeLessThan(text.length / 20);
  });
});

/**
 * A cached page's first three responses (a miss, then hits) as a browser gets them, with the compression of
 * server/app.ts around the page cache: gzipped around the nonce, or on the plain path
 * (PLAIN_PATHS=gzip-around-nonce) joined with the nonce and gzipped whole. The nonces are the same on both.
 */
async function cachedResponses(options: { gzipAroundNonce: boolean; text?: string }) {
  const hono = new Hono<AppEnv>();
  let responses = 0;
  // Whether each page left the page cache already gzipped: which path ran.
  const gzippedByCache: boolean[] = [];
  hono.use(compress());
  hono.use(gzipPages());
  hono.use(async (c, next) => {
    responses++;
    c.set("secureHeadersNonce", `nonce-${responses}`);
    await next();
    gzippedByCache.push(c.res.headers.get("Content-Encoding") === "gzip");
  });
  const keyOf = (url: URL) => ({ key: url.pathname, shared: false, tags: [] });
  hono.use(pageCacheMiddleware({ cache: new PageCache({ maxEntries: 10 }), keyOf, ...options }));
  hono.get("*", (c) => {
    const nonce = c.get("secureHeadersNonce");
    const text = options.text ?? "Whey protein, chocolate — 2 lb 😀";
    const items = Array.from({ length: 300 }, (_, i) => `<li>${text} ${i}</li>`).join("");
    return c.html(`<html><head><script nonce="${nonce}">a()</script></head><body><ul>${items}</ul>
      <script nonce="${nonce}">hydrate()</script></body></html>`);
  });
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const res = await hono.request("/product/whey", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const headers = Object.fromEntries(
      ["Content-Encoding", "Content-Type", "Vary", "X-Cache"].map((name) => [name, res.headers.get(name)]),
    );
    const etag = res.headers.get("ETag");
    answers.push({ status: res.status, headers, etag, page: gunzipSync(Buffer.from(await res.arrayBuffer())) });
  }
  return { answers, gzippedByCache };
}

// The engine-room check (decision 227): the parts compressed once against compressing each response whole.
describe("gzipWithNonce's plain path (PLAIN_PATHS=gzip-around-nonce)", () => {
  // The web CompressionStream's first use takes about a second of its own.
  it("gives the same bytes, unpacked, and the same headers, on a miss and on hits", async () => {
    const { answers: engine, gzippedByCache } = await cachedResponses({ gzipAroundNonce: true });
    const plain = await cachedResponses({ gzipAroundNonce: false });
    expect(engine).toEqual(plain.answers);
    // Each path ran: the cache gzipped the engine's pages around the nonce; gzipPages the plain ones whole.
    expect(gzippedByCache).toEqual([true, true, true]);
    expect(plain.gzippedByCache).toEqual([false, false, false]);
    expect(engine.map((answer) => answer.headers["X-Cache"])).toEqual(["MISS", "HIT", "HIT"]);
    expect(engine[2]?.headers["Content-Encoding"]).toBe("gzip");
    expect(engine[2]?.page.toString()).toContain('<script nonce="nonce-3">hydrate()');
  }, 15_000);

  it("sees one changed byte", async () => {
    const changed = await cachedResponses({ gzipAroundNonce: true, text: "Whey protein, chocolate — 2 lb 😁" });
    expect(changed.answers).not.toEqual((await cachedResponses({ gzipAroundNonce: false })).answers);
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br, GZIP", true],
    ["gzip;q=0.5", true],
    ["*", true],
    ["br, *;q=0.1", true],
    ["gzip;q=0", false],
    ["br, gzip;q=0, *", false],
    ["identity", false],
    ["br", false],
    ["", false],
  ])("%j: %s", (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });

  it("says no without the header", () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
