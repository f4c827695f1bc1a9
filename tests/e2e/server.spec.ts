import { expect, test } from "./fixtures";

test.describe("server basics", () => {
  test("pages carry the security headers with a per-response script nonce", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(second.headers()["content-security-policy"]).not.toBe(csp);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["x-request-id"]).toBeTruthy();
    // Served over plain HTTP locally, so no HSTS.
    expect(first.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("HTML is compressed when the browser accepts it", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("built assets are cached for good", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the health check reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  test("/products/{slug} redirects permanently to /product/{slug}", async ({ request }) => {
    const response = await request.get("/products/some-product", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/product/some-product");
  });

  test("unknown paths and unknown brands answer 404", async ({ request }) => {
    expect((await request.get("/definitely/not/here")).status()).toBe(404);
    expect((await request.get("/brands/not-a-brand")).status()).toBe(404);
    expect((await request.get("/product/not-a-product")).status()).toBe(404);
  });
});
