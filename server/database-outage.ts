import type { MiddlewareHandler } from "hono";
import { logger } from "~/.server/logger";
import { replaceResponse } from "./replace-response";

/** How long the check after a failed request waits for the database before calling it down. */
const OUTAGE_CHECK_MS = 1_000;
/** What a client is told to wait: about as long as a database restart takes. */
export const OUTAGE_RETRY_AFTER_SECONDS = "10";

function answersWithin(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = ping().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A request that failed while the database is unreachable is the store's outage, not a bug of the page: it
 * answers 503 with Retry-After, keeping the error screen the page rendered (its route's ErrorBoundary), so
 * clients and load balancers retry later instead of giving up. Other 500s stay 500s.
 */
export function databaseOutages(options: { ping: () => Promise<void> }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 500 || (await answersWithin(options.ping, OUTAGE_CHECK_MS))) return;
    logger.warn({ path: c.req.path }, "database unreachable: answered 503");
    const headers = new Headers(c.res.headers);
    headers.set("Retry-After", OUTAGE_RETRY_AFTER_SECONDS);
    headers.set("Cache-Control", "no-store");
    replaceResponse(c, new Response(c.res.body, { status: 503, headers }));
  };
}
