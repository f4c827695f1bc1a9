import { describe, expect, it } from "vitest";
import { createMetrics } from "../../../server/metrics";
import { operationsRoutes } from "../../../server/operations";

const TOKEN = "metrics-token-for-the-unit-test";

function app(options: { ping?: () => Promise<void>; token?: string; failingSources?: boolean } = {}) {
  const fail = () => Promise.reject(new Error("database down"));
  const metrics = createMetrics({
    ordersByState: options.failingSources
      ? fail
      : async () =>
          new Map([
            ["paid", 3],
            ["shipped", 1],
          ]),
    outboxBacklog: options.failingSources ? fail : async () => ({ pending: 2, oldestAgeSeconds: 42.5 }),
  });
  metrics.observeRequest({ route: "routes/product.$slug", method: "GET", status: 200, cache: "HIT" }, 0.004);
  return operationsRoutes({
    ping: options.ping ?? (async () => undefined),
    redisStatus: () => "down",
    metrics,
    metricsToken: "token" in options ? options.token : TOKEN,
    readinessTimeoutMs: 50,
  });
}

describe("/healthz and /readyz", () => {
  it("says alive without asking the database, and ready when the database answers", async () => {
    const down = app({ ping: () => Promise.reject(new Error("ECONNREFUSED")) });
    const alive = await down.request("/healthz");
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await app().request("/readyz");
    expect(ready.status).toBe(200);
    // Redis away is reported, not a reason to stop traffic: rate limits count in the database meanwhile.
    expect(await ready.json()).toEqual({ status: "ready", database: "up", redis: "down" });
  });

  it("answers 503 with Retry-After at once when the database refuses or hangs", async () => {
    for (const ping of [() => Promise.reject(new Error("ECONNREFUSED")), () => new Promise<void>(() => {})]) {
      const response = await app({ ping }).request("/readyz");
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("5");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "unavailable", database: "down", redis: "down" });
    }
  });
});

describe("/metrics", () => {
  it("refuses a request without the bearer token, or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, TOKEN]) {
      const response = await app().request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="metrics"');
    }
  });

  it("is not served at all without METRICS_TOKEN", async () => {
    const response = await app({ token: undefined }).request("/metrics", {
      headers: { authorization: "Bearer undefined" },
    });
    expect(response.status).toBe(404);
  });

  it("gives request durations by route, page-cache outcomes, orders by state and the outbox backlog", async () => {
    const response = await app().request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(
      'store_http_request_duration_seconds_bucket{le="0.005",route="routes/product.$slug",method="GET",status="200"} 1',
    );
    expect(text).toContain('store_page_cache_requests_total{outcome="HIT"} 1');
    expect(text).toContain('store_orders{state="paid"} 3');
    expect(text).toContain('store_orders{state="shipped"} 1');
    expect(text).toContain("store_outbox_pending_messages 2");
    expect(text).toContain("store_outbox_oldest_pending_age_seconds 42.5");
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("still answers while the database is down, without the database's figures", async () => {
    const response = await app({ failingSources: true }).request("/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("store_orders{");
    expect(text).toContain("store_http_request_duration_seconds_count");
  });
});
