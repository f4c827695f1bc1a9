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
