import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notModified } from "../../../server/not-modified";
import { PageCache } from "../../../server/page-cache";
import { createPageCacheKey, type PageCacheKey } from "../../../server/page-cache-key";
import { bypassesPageCache, pageCacheMiddleware } from "../../../server/page-cache-middleware";
import type { AppEnv } from "../../../server/types";
import { loadRouteManifest } from "../../support/route-manifest";

// The routes' own declarations say which pages are cached, as with the server build.
let keyOf: PageCacheKey;
beforeAll(async () => {
  keyOf = createPageCacheKey(await loadRouteManifest());
}, 30_000);

/** The middleware in the order server/app.ts uses, in front of a handler that counts its renders. */
function storeApp(options: { faultInjection?: boolean } = { faultInjection: true }) {
  const renders = { count: 0 };
  const app = new Hono<AppEnv>();
  app.use(notModified());
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", NONCE] } }));
  app.use(pageCacheMiddleware({ cache: new PageCache({ maxEntries: 10 }), keyOf, ...options }));
  app.get("/checkout", (c) => c.html("<p>not a catalogue page</p>"));
  app.get("/probe/*", (c) => {
    renders.count++;
    const nonce = c.get("secureHeadersNonce");
    return c.html(`<h1>Oops! Page not found</h1><script nonce="${nonce}">hydrate()</script>`, 404);
  });
  app.get("/product/missing", (c) => c.html("<h1>Oops! Page not found</h1>", 404));
  app.get("/product/remembers-you", (c) => {
    c.header("Set-Cookie", "seen=1");
    return c.html("<p>hello</p>");
  });
  app.get("/product/slow", async (c) => {
    renders.count++;
    await new Promise((resolve) => setTimeout(resolve, 30));
    return c.html(`<p>slow</p><script nonce="${c.get("secureHeadersNonce")}">hydrate()</script>`);
  });
  app.get("*", (c) => {
    renders.count++;
    const nonce = c.get("secureHeadersNonce");
    return c.html(`<html><body><p>${c.req.path}</p><script nonce="${nonce}">hydrate()</script></body></html>`);
  });
  return { app, renders };
}

function scriptNonce(html: string): string | undefined {
  return html.match(/<script nonce="([^"]+)"/)?.[1];
}

function cspNonce(response: Response): string | undefined {
  return response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
}

let app: Hono<AppEnv>;
let renders: { count: number };

beforeEach(() => {
  ({ app, renders } = storeApp());
});

describe("the page cache middleware", () => {
  it("renders once, then serves hits with a fresh nonce matching each response's CSP", async () => {
    const first = await app.request("/products?category=protein");
    const second = await app.request("/products?category=protein");
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(renders.count).toBe(1);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(scriptNonce(firstHtml)).toBe(cspNonce(first));
    expect(scriptNonce(secondHtml)).toBe(cspNonce(second));
    expect(cspNonce(second)).not.toBe(cspNonce(first));
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
  });

  it("answers a client that takes gzip with the page compressed around each response's own nonce", async () => {
    const gzip = { "Accept-Encoding": "gzip, deflate, br" };
    const miss = await app.request("/products?category=whey", { headers: gzip });
    const hit = await app.request("/products?category=whey", { headers: gzip });
    const plain = await app.request("/products?category=whey");
    for (const response of [miss, hit]) {
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain("<p>/products</p>");
      expect(scriptNonce(html)).toBe(cspNonce(response));
    }
    expect(cspNonce(hit)).not.toBe(cspNonce(miss));
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(scriptNonce(await plain.text())).toBe(cspNonce(plain));
    for (const response of [miss, hit, plain]) expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(renders.count).toBe(1);
  });

  it("renders once for concurrent misses, each answer with its own nonce", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.request("/product/slow")));
    expect(renders.count).toBe(1);
    expect(responses.map((r) => r.headers.get("X-Cache")).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "MISS"]);
    for (const response of responses) expect(scriptNonce(await response.text())).toBe(cspNonce(response));
  });

  it("keys by path and query", async () => {
    await app.request("/products?category=protein");
    const other = await app.request("/products?category=creatine");
    expect(other.headers.get("X-Cache")).toBe("MISS");
    expect(renders.count).toBe(2);
  });

  it("answers 304 without a CSP header when If-None-Match matches", async () => {
    const first = await app.request("/brands/bucked-up");
    const etag = first.headers.get("ETag") ?? "";
    const revalidated = await app.request("/brands/bucked-up", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(revalidated.headers.get("Content-Security-Policy")).toBeNull();
    const changed = await app.request("/brands/bucked-up", { headers: { "If-None-Match": 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it("matches a strong copy of the weak ETag too", async () => {
    const etag = (await app.request("/")).headers.get("ETag") ?? "";
    const strong = etag.replace(/^W\//, "");
    expect((await app.request("/", { headers: { "If-None-Match": strong } })).status).toBe(304);
  });

  it("serves a signed-in visitor the same cached page as everyone (the page carries nothing personal)", async () => {
    const headers = { Cookie: "theme=dark; better-auth.session_token=abc" };
    await app.request("/product/whey");
    const signedIn = await app.request("/product/whey", { headers });
    expect(signedIn.headers.get("X-Cache")).toBe("HIT");
    expect(scriptNonce(await signedIn.text())).toBe(cspNonce(signedIn));
    expect(renders.count).toBe(1);
  });

  it("never caches a page rendered with an injected fault", async () => {
    const headers = { Cookie: "store-fault=product" };
    const first = await app.request("/product/whey", { headers });
    const second = await app.request("/product/whey", { headers });
    expect(second.headers.get("X-Cache")).toBe("BYPASS");
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(scriptNonce(await first.text())).toBe(cspNonce(first));
    expect(renders.count).toBe(2);
    expect((await app.request("/product/whey")).headers.get("X-Cache")).toBe("MISS");
  });

  it("ignores a fault cookie while fault injection is off: the page comes from the cache", async () => {
    const production = storeApp({ faultInjection: false });
    const headers = { Cookie: "store-fault=product" };
    expect((await production.app.request("/product/whey", { headers })).headers.get("X-Cache")).toBe("MISS");
    expect((await production.app.request("/product/whey", { headers })).headers.get("X-Cache")).toBe("HIT");
    expect(production.renders.count).toBe(1);
  });

  it("stores only 200s without cookies", async () => {
    await app.request("/product/missing");
    expect((await app.request("/product/missing")).headers.get("X-Cache")).toBe("MISS");
    await app.request("/product/remembers-you");
    expect((await app.request("/product/remembers-you")).headers.get("X-Cache")).toBe("MISS");
  });

  it("leaves other paths and methods alone", async () => {
    const other = await app.request("/checkout");
    expect(other.headers.get("X-Cache")).toBeNull();
    const post = await app.request("/products", { method: "POST" });
    expect(post.headers.get("X-Cache")).toBeNull();
  });

  it("shares one entry between addresses that differ only in what the page does not read", async () => {
    await app.request("/products?category=protein");
    const tagged = await app.request("/products?category=protein&utm_source=mail");
    await app.request("/brands/abe?show=junk");
    const plainBrand = await app.request("/brands/abe");
    expect(tagged.headers.get("X-Cache")).toBe("HIT");
    expect(plainBrand.headers.get("X-Cache")).toBe("HIT");
    expect(renders.count).toBe(2);
  });

  it("serves every unknown address one cached 404 page, rendered once, with its own nonce", async () => {
    const first = await app.request("/probe/wp-login.php");
    const second = await app.request("/probe/.env");
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(scriptNonce(await second.text())).toBe(cspNonce(second));
    expect(renders.count).toBe(1);
    // A conditional request for a 404 is answered in full, never 304.
    const etag = second.headers.get("ETag") ?? "";
    expect((await app.request("/probe/x", { headers: { "If-None-Match": etag } })).status).toBe(404);
  });

  it("caches React Router data requests like their page", async () => {
    await app.request("/_root.data");
    expect((await app.request("/_root.data")).headers.get("X-Cache")).toBe("HIT");
  });
});

describe("bypassesPageCache", () => {
  it.each(["store-fault=catalog", "a=1; store-fault=product"])("bypasses for '%s'", (cookie) =>
    expect(bypassesPageCache(cookie)).toBe(true),
  );
  it.each([
    undefined,
    "",
    "theme=dark",
    "better-auth.session_token=x",
    "__Secure-better-auth.session_token=x; __Secure-better-auth.session_data=y",
  ])("serves '%s' from the cache", (cookie) => expect(bypassesPageCache(cookie)).toBe(false));
});
