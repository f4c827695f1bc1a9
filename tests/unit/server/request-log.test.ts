import { Writable } from "node:stream";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createMetrics } from "../../../server/metrics";
import { PageCache } from "../../../server/page-cache";
import { createPageCacheKey, type PageCacheKey } from "../../../server/page-cache-key";
import { pageCacheMiddleware } from "../../../server/page-cache-middleware";
import { requestLog } from "../../../server/request-log";
import { createRouteMatcher } from "../../../server/route-match";
import type { AppEnv } from "../../../server/types";
import { loadRouteManifest } from "../../support/route-manifest";

type Line = { level: number; msg: string; requestId: string; method: string; path: string; status: number };

let keyOf: PageCacheKey;
let routeOf: (path: string) => string;
beforeAll(async () => {
  const manifest = await loadRouteManifest();
  keyOf = createPageCacheKey(manifest);
  const match = createRouteMatcher(manifest);
  routeOf = (path) => match(path)?.id ?? "unmatched";
}, 30_000);

/** The log and metrics in front of the page cache, as in server/app.ts, over a handler that renders a 404. */
function loggedStore() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const metrics = createMetrics({
    ordersByState: async () => new Map(),
    outboxBacklog: async () => ({ pending: 0, oldestAgeSeconds: 0 }),
  });
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog({ metrics, routeOf, logger: pino({ base: undefined }, sink) }));
  // The page cache stores a page around its nonce, so it caches only behind secureHeaders.
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", NONCE] } }));
  app.use(pageCacheMiddleware({ cache: new PageCache({ maxEntries: 10 }), keyOf }));
  app.get("/boom", () => {
    throw new Error("a fault");
  });
  app.get("*", (c) =>
    c.html(`<h1>Oops! Page not found</h1><script nonce="${c.get("secureHeadersNonce")}"></script>`, 404),
  );
  app.onError((_error, c) => c.text("Internal Server Error", 500));
  return { app, lines, metrics };
}

describe("requestLog", () => {
  it("names every unknown address with its 404, rendered or from the page cache", async () => {
    const { app, lines, metrics } = loggedStore();
    const rendered = await app.request("/wp-login.php");
    const cached = await app.request("/.env");
    expect([rendered.headers.get("X-Cache"), cached.headers.get("X-Cache")]).toEqual(["MISS", "HIT"]);
    expect(lines.map(({ msg, method, path, status }) => ({ msg, method, path, status }))).toEqual([
      { msg: "request", method: "GET", path: "/wp-login.php", status: 404 },
      { msg: "request", method: "GET", path: "/.env", status: 404 },
    ]);
    expect(lines.map((line) => line.requestId)).toEqual([
      rendered.headers.get("X-Request-Id"),
      cached.headers.get("X-Request-Id"),
    ]);
    const scraped = await metrics.registry.metrics();
    expect(scraped).toMatch(/store_http_request_duration_seconds_count\{[^}]*route="routes\/not-found"[^}]*\} 2/);
    expect(scraped).toMatch(/store_page_cache_requests_total\{outcome="HIT"\} 1/);
  });

  it("writes a server fault at error level, and a bounded method label", async () => {
    const { app, lines, metrics } = loggedStore();
    expect((await app.request("/boom")).status).toBe(500);
    await app.request("/products", { method: "PROPFIND" });
    expect(lines[0]).toMatchObject({ level: 50, msg: "request failed", path: "/boom", status: 500 });
    expect(lines[1]).toMatchObject({ level: 30, msg: "request", method: "PROPFIND" });
    expect(await metrics.registry.metrics()).toMatch(/method="other"/);
  });
});
