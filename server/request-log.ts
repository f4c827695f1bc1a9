import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { StoreMetrics } from "./metrics";
import type { AppEnv } from "./types";

/** Methods as a metrics label: a bounded set, whatever a client sends. */
const METHOD_LABELS = new Set(["GET", "HEAD", "POST"]);

/**
 * One log line and one metrics observation per request, with its id, path, status and time: the only record of an
 * unknown address too, whether its 404 page was rendered or came from the page cache.
 */
export function requestLog(options: {
  metrics: StoreMetrics;
  /** The route a path belongs to, as a bounded metrics label. */
  routeOf: (path: string) => string;
  logger: Logger;
}): MiddlewareHandler<AppEnv> {
  const { metrics, routeOf, logger } = options;
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.header("X-Request-Id", c.get("requestId"));
    const seconds = (performance.now() - started) / 1000;
    const method = METHOD_LABELS.has(c.req.method) ? c.req.method : "other";
    const cache = c.res.headers.get("X-Cache");
    metrics.observeRequest({ route: routeOf(c.req.path), method, status: c.res.status, cache }, seconds);
    const ms = Math.round(seconds * 10_000) / 10;
    const line = { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status < 500) logger.info(line, "request");
    // A client that hangs up mid-request makes React Router answer 500 to nobody: not a server fault.
    else if (c.req.raw.signal.aborted) logger.info(line, "request aborted by the client");
    else logger.error(line, "request failed");
  };
}
