import { randomUUID } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, open, test } from "./fixtures";

/** A cached page no other test has asked for: the blog renders its search term, so `q` is part of the cache key. */
function uniqueCataloguePath(): string {
  return `/blog?q=${randomUUID()}`;
}

function cspNonce(response: APIResponse): string | undefined {
  return response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
}

/** Every nonce in the page's script tags: all must be the one its CSP header allows. */
async function scriptNonces(response: APIResponse): Promise<string[]> {
  return [...(await response.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1] ?? "");
}

test.describe("sitemap and robots", () => {
  test("the sitemap lists the static pages, categories, brand pages, blog articles and products", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/track-order<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/products\?category=protein<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/brands\/bucked-up<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/blog\/[^<]+<\/loc><lastmod>[^<]+<\/lastmod>/);
    const product = xml.match(/<loc>(https?:\/\/[^<]+\/product\/[^<]+)<\/loc><lastmod>[^<]+<\/lastmod>/)?.[1];
    expect(product).toBeTruthy();
    // The listed product page exists on this server.
    expect((await request.get(new URL(product ?? "").pathname)).status()).toBe(200);
  });

  test("a sitemap page past the last is a 404", async ({ request }) => {
    expect((await request.get("/sitemap.xml?page=1")).status()).toBe(200);
    expect((await request.get("/sitemap.xml?page=2")).status()).toBe(404);
  });

  test("robots.txt allows the catalogue, keeps crawlers out of personal pages and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /account",
        "Disallow: /checkout",
        "Disallow: /auth",
        "Disallow: /api/",
        "Disallow: /order-success",
      ]),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/));
  });
});

test.describe("image endpoint", () => {
  test("serves a resized WebP that browsers may keep for good", async ({ request }) => {
    const response = await request.get("/images/categories/protein.png?w=400", {
      headers: { Accept: "image/webp,*/*" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers().vary).toContain("Accept");
    const etag = response.headers().etag ?? "";
    expect(etag).toBeTruthy();
    const revalidated = await request.get("/images/categories/protein.png?w=400", {
      headers: { Accept: "image/webp,*/*", "If-None-Match": etag },
    });
    expect(revalidated.status()).toBe(304);
  });

  test("answers 404 for unknown images and for paths outside the images", async ({ request }) => {
    expect((await request.get("/images/products/no-such-product-1.png?w=400")).status()).toBe(404);
    expect((await request.get("/images/..%2f..%2fpackage.json")).status()).toBe(404);
    expect((await request.get("/images/%2e%2e/pglite/PG_VERSION")).status()).toBe(404);
  });
});

test.describe("page cache", () => {
  test("serves the second anonymous request from the cache with its own nonce", async ({ request }) => {
    // A paid order or a review in another worker changes the catalogue, which rightly empties the cache:
    // the pair is asked again, on a fresh path, until no such change fell between its two requests.
    let first: APIResponse | undefined;
    let second: APIResponse | undefined;
    await expect(async () => {
      const path = uniqueCataloguePath();
      first = await request.get(path);
      second = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()["x-cache"]).toBe("MISS");
      expect(second.headers()["x-cache"]).toBe("HIT");
    }).toPass({ timeout: 20_000 });
    if (!first || !second) throw new Error("unreachable: toPass passed");
    expect(second.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    for (const response of [first, second]) {
      const nonces = await scriptNonces(response);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([cspNonce(response)]));
    }
    expect(cspNonce(second)).not.toBe(cspNonce(first));
  });

  test("answers 304 to a matching If-None-Match, keeping the browser's policy", async ({ request }) => {
    const path = uniqueCataloguePath();
    const etag = (await request.get(path)).headers().etag ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers().etag).toBe(etag);
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();
  });

  test("a page the browser revalidates (304) still runs its scripts", async ({ page }) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const path = uniqueCataloguePath();
    const first = await page.goto(path);
    const reloaded = await page.reload();
    // Playwright reports the kept page as 200; what came over the wire was a header-only 304 without a CSP.
    expect(await reloaded?.request().headerValue("if-none-match")).toBe(await first?.headerValue("etag"));
    expect(await reloaded?.headerValue("content-type")).toBeNull();
    expect(await reloaded?.headerValue("content-security-policy")).toBeNull();
    // Both are set by nonce-carrying scripts: the inline router context and the hydrating module, which starts
    // after the first paint.
    await page.waitForFunction(() => "__reactRouterContext" in window && "__reactRouterRouteModules" in window);
    expect(blocked).toEqual([]);
  });

  test("serves a signed-in visitor the cached page, and a page with an injected fault never", async ({ request }) => {
    const path = uniqueCataloguePath();
    await request.get(path);
    const signedIn = await request.get(path, { headers: { Cookie: "better-auth.session_token=signed-in-visitor" } });
    expect(signedIn.headers()["x-cache"]).toBe("HIT");
    const faulty = uniqueCataloguePath();
    const headers = { Cookie: "store-fault=catalog" };
    await request.get(faulty, { headers });
    const second = await request.get(faulty, { headers });
    expect(second.headers()["x-cache"]).toBe("BYPASS");
    expect(second.headers()["cache-control"]).toContain("private");
    expect(second.headers().etag).toBeUndefined();
    // Nor did the faulty render land in the cache for other visitors.
    expect((await request.get(faulty)).headers()["x-cache"]).toBe("MISS");
  });
});

test.describe("first paint on a phone", () => {
  test("the head holds the stylesheet and no script: the scripts wait in the body for the first paint", async ({
    request,
  }) => {
    const html = await (await request.get("/product/core-nutritionals-core-burn")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="stylesheet"/);
    expect(head).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<script nonce="[^"]+" type="text\/x-after-paint">/);
    expect(html).toMatch(/<script nonce="[^"]+" data-modules="\/assets\/[^"]+\.js /);
  });

  test("the scripts start after the first contentful paint, under the page's own nonce, and hydrate", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") refused.push(message.text());
    });
    await open(page, "/product/core-nutritionals-core-burn");
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      // Once started, nothing is left of the waiting script or its starter.
      waiting: document.querySelectorAll('script[type="text/x-after-paint"], script[data-modules]').length,
    }));
    expect(timing.scriptStarts.length).toBeGreaterThan(1);
    for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    expect(timing.waiting).toBe(0);
    expect(refused).toEqual([]);
  });

  test("the product and search grids fetch their first photo, the largest paint on a phone, first", async ({
    page,
  }) => {
    for (const path of ["/products", "/search?q=whey"]) {
      await open(page, path);
      const photos = page.getByRole("main").getByRole("listitem").getByRole("img");
      await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
    }
  });

  test("a first visit to a product page loads a few script files, not dozens, and hydrates", async ({ page }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await open(page, "/product/core-nutritionals-core-burn");
    expect(scripts.size).toBeGreaterThan(1);
    expect(scripts.size).toBeLessThanOrEqual(20);
  });
});
