import { Agent } from "node:http";
import { E2E_METRICS_TOKEN } from "../support/metrics-token";
import { send } from "../support/send-request";
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

  test("/healthz and /readyz answer ahead of a line of page views", async ({ baseURL }) => {
    // Eighty shoppers on kept-alive connections, three searches each (never cached, so each is a full render):
    // about eighty page views wait in line at any time.
    const shoppers = new Agent({ keepAlive: true, maxSockets: 80 });
    await Promise.all(Array.from({ length: 80 }, () => get(`${baseURL}/healthz`, shoppers)));
    for (let i = 0; i < 5; i++) await get(`${baseURL}/search?q=whey`);
    const views = Array.from({ length: 240 }, () => get(`${baseURL}/search?q=whey`, shoppers));
    let answered = 0;
    for (const view of views) void view.then(() => answered++);
    await Promise.race(views);
    // A load balancer's probes, each on a connection of its own.
    const probe = (path: string) =>
      get(`${baseURL}${path}`).then((status) => ({ path, status, answeredBefore: answered }));
    const probes = await Promise.all([probe("/healthz"), probe("/readyz")]);
    // Behind the line (decision 191), each would wait for the eighty views ahead of it: 83 and 84 were answered
    // first when it did, 2 and 4 since it does not.
    for (const { path, status, answeredBefore } of probes) {
      expect(status).toBe(200);
      expect(answeredBefore, `views answered before ${path}`).toBeLessThan(40);
    }
    expect(await Promise.all(views)).toEqual(views.map(() => 200));
    shoppers.destroy();
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

/** A GET through the agent given, or else on a connection of its own; resolves to the status. */
async function get(url: string, agent: Agent | false = false): Promise<number> {
  const answer = await send(url, { agent });
  if ("timedOut" in answer) throw new Error(`${url} did not answer within 30 s`);
  return answer.status;
}
