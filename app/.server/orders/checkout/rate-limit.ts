import { type ClientRateLimits, checkRateLimits, type RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { getRateLimitStore } from "~/.server/rate-limit/default-store";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per IP stops one address guessing order number and e-mail pairs or flooding the store with orders; per
 * e-mail stops many addresses working on one shopper's orders. A shopper tracks or places a few orders, a
 * household behind one address a few more: far inside these (decision 023).
 */
export const ORDER_RATE_LIMITS = {
  "track-order": { perIp: { limit: 10, windowMs: MINUTE }, perEmail: { limit: 20, windowMs: HOUR } },
  "create-order": { perIp: { limit: 10, windowMs: MINUTE }, perEmail: { limit: 10, windowMs: MINUTE } },
} as const satisfies Record<string, Required<ClientRateLimits>>;

export type OrderRateLimitedAction = keyof typeof ORDER_RATE_LIMITS;

/** Counts one /track-order look-up or one order creation against its address's and its e-mail's limits. */
export async function checkOrderRateLimit(options: {
  action: OrderRateLimitedAction;
  /** The address the server saw (load context `clientIp`). */
  ip: string | undefined;
  email: string;
  store?: RateLimitStore;
  now?: Date;
}) {
  const { action, store, ...client } = options;
  return checkRateLimits({
    ...client,
    store: store ?? (await getRateLimitStore()),
    scope: `orders:${action}`,
    rules: ORDER_RATE_LIMITS[action],
  });
}
