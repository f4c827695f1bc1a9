import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { logger } from "~/.server/logger";

/** What the scrape reads from the database, each time it scrapes. */
export type MetricSources = {
  ordersByState: () => Promise<Map<string, number>>;
  outboxBacklog: () => Promise<{ pending: number; oldestAgeSeconds: number }>;
};

export type StoreMetrics = {
  registry: Registry;
  /**
   * One answered request: the route that answered it (a React Router route id, `assets`, `unmatched`), and
   * the page cache's outcome when it looked at the request (its `X-Cache` header).
   */
  observeRequest(
    request: { route: string; method: string; status: number; cache: string | null },
    seconds: number,
  ): void;
};

/** Reads a source for a scrape; a database that does not answer leaves the gauge empty, not the scrape failed. */
async function scrape<T>(name: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logger.warn({ err: error, metric: name }, "a metric could not be read");
    return undefined;
  }
}

/**
 * The store's Prometheus metrics (docs/deploying.md#metrics): request duration by route, page-cache outcomes,
 * orders by state, the outbox's backlog and the age of its oldest message, plus Node's own process metrics.
 * One registry per app, so tests and several apps in one process never share counters.
 */
export function createMetrics(sources: MetricSources): StoreMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "store_http_request_duration_seconds",
    help: "Time to answer a request, by the route that answered it",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "store_page_cache_requests_total",
    help: "Catalogue page requests by page-cache outcome (HIT, MISS, BYPASS)",
    labelNames: ["outcome"],
    registers: [registry],
  });
  new Gauge({
    name: "store_orders",
    help: "Orders by state",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const counts = await scrape("store_orders", sources.ordersByState);
      this.reset();
      for (const [state, value] of counts ?? []) this.set({ state }, value);
    },
  });
  new Gauge({
    name: "store_outbox_pending_messages",
    help: "E-mails and webhooks waiting for delivery",
    registers: [registry],
    async collect() {
      const backlog = await scrape("store_outbox_pending_messages", sources.outboxBacklog);
      if (backlog) this.set(backlog.pending);
    },
  });
  new Gauge({
    name: "store_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest message waiting for delivery (0 when none waits)",
    registers: [registry],
    async collect() {
      const backlog = await scrape("store_outbox_oldest_pending_age_seconds", sources.outboxBacklog);
      if (backlog) this.set(backlog.oldestAgeSeconds);
    },
  });
  return {
    registry,
    observeRequest({ route, method, status, cache }, seconds) {
      duration.observe({ route, method, status: String(status) }, seconds);
      if (cache) pageCache.inc({ outcome: cache });
    },
  };
}
