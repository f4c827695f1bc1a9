/**
 * Engine room (decision 227). Replaces starting each request as soon as Node has read it. Figure: under
 * `npm run bench -- --only mixed` on PGlite (100 browsing shoppers, 5 checkouts a second), checkouts went from p50
 * 3,598 ms / p95 3,960 ms to 66 / 133 ms and `/robots.txt` on a new connection from p50 3,584 ms to 432 ms, at the
 * cost of 6% of pages a second (13% on PostgreSQL); with this alone, without the PGlite worker, checkouts took p50
 * 28 ms against 4,525 ms (docs/performance.md, "The embedded database under a checkout load"; decision 191).
 * Switch: `PLAIN_PATHS=one-request-per-turn` leaves it out; tests/unit/server/one-request-per-turn.test.ts
 * ("oneRequestPerTurn's plain path") shows requests sent at once get the same responses either way.
 */
import type { MiddlewareHandler } from "hono";

const VIEWS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Starts requests one per turn of the event loop (decision 191). Since Node 20, libuv accepts one new connection
 * per turn (libuv pull request 3696) while a turn reads every request waiting on the connections already open.
 * Under load, a turn that started all of those lasted long enough for new connections to wait seconds in the
 * kernel's queue while kept-alive ones were answered: a checkout on a new connection timed out although it took
 * 16 ms. One start per turn keeps turns short, so a new connection is accepted within a turn or two and its request
 * joins the line. Requests that change something (a checkout, a form) go before page views: there are few of them,
 * they are rate-limited, and a buyer should not wait behind a crowd of browsers.
 */
export function oneRequestPerTurn(): MiddlewareHandler {
  const actions: (() => void)[] = [];
  const views: (() => void)[] = [];
  let scheduled = false;
  const startNext = () => {
    (actions.shift() ?? views.shift())?.();
    // Scheduled from this turn's check phase, the next start is in the next turn, after its accept.
    scheduled = actions.length + views.length > 0;
    if (scheduled) setImmediate(startNext);
  };
  return async (c, next) => {
    await new Promise<void>((start) => {
      (VIEWS.has(c.req.method) ? views : actions).push(start);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
    });
    await next();
  };
}
