import { E2E_METRICS_TOKEN } from "../support/metrics-token";
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

  test("/healthz says the process is alive, /readyz that the database answers", async ({ request }) => {
    const alive = await request.get("/healthz");
    expect(alive.status()).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "up", redis: "off" });
  });

  test("/metrics answers Prometheus text only to the bearer of METRICS_TOKEN", async ({ request }) => {
    expect((await request.get("/metrics")).status()).toBe(401);
    await request.get("/products");
    const response = await request.get("/metrics", { headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /store_http_request_duration_seconds_count\{route="routes\/products",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(/store_page_cache_requests_total\{outcome="(HIT|MISS)"\} \d+/);
    expect(text).toContain("store_outbox_pending_messages");
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
