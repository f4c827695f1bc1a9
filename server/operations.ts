import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { logger } from "~/.server/logger";
import type { StoreMetrics } from "./metrics";
import type { AppEnv } from "./types";

/** How long readiness waits for the database before it says no: a load balancer needs an answer, not a hang. */
export const READINESS_TIMEOUT_MS = 2_000;
const RETRY_AFTER_SECONDS = "5";
const NO_STORE = { "Cache-Control": "no-store" };

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The addresses operators and load balancers use (docs/deploying.md#operations):
 * - `/healthz`: the process is alive; touches nothing, so it answers even while the database is down;
 * - `/readyz`: the database answers within 2 s, else 503 with Retry-After at once, so traffic goes elsewhere;
 *   it also says whether Redis is up (away, rate limits count in the database: still ready, decision 152);
 * - `/metrics`: Prometheus text for `Authorization: Bearer $METRICS_TOKEN`; not served without a token.
 */
export function operationsRoutes(options: {
  ping: () => Promise<void>;
  redisStatus: () => "off" | "up" | "down";
  metrics: StoreMetrics;
  metricsToken: string | undefined;
  readinessTimeoutMs?: number;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE));
  app.get("/readyz", async (c) => {
    try {
      await withTimeout(options.ping(), options.readinessTimeoutMs ?? READINESS_TIMEOUT_MS);
      return c.json({ status: "ready", database: "up", redis: options.redisStatus() }, 200, NO_STORE);
    } catch (error) {
      logger.warn({ err: error }, "not ready: the database does not answer");
      return c.json({ status: "unavailable", database: "down", redis: options.redisStatus() }, 503, {
        ...NO_STORE,
        "Retry-After": RETRY_AFTER_SECONDS,
      });
    }
  });
  const token = options.metricsToken;
  if (token) {
    app.get("/metrics", async (c) => {
      const given = c.req.header("Authorization")?.match(/^Bearer (.+)$/)?.[1];
      if (!given || !sameToken(given, token)) {
        return c.text("Unauthorized", 401, { ...NO_STORE, "WWW-Authenticate": 'Bearer realm="metrics"' });
      }
      const body = await options.metrics.registry.metrics();
      return c.body(body, 200, { ...NO_STORE, "Content-Type": options.metrics.registry.contentType });
    });
  }
  return app;
}
