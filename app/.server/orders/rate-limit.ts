import { createHash } from "node:crypto";
import type { RateLimitStore, RateLimitVerdict } from "../auth/rate-limit";
import { createDatabaseRateLimitStore } from "../auth/rate-limit-database";
import { createRedisRateLimitStore, type RedisRateLimitStore } from "../auth/rate-limit-redis";
import { getDb } from "../db";
import { getEnv } from "../env";
import { logger } from "../logger";

type Rule = { limit: number; windowMs: number };

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
} as const satisfies Record<string, { perIp: Rule; perEmail: Rule }>;

export type OrderRateLimitedAction = keyof typeof ORDER_RATE_LIMITS;

/** Hashed, so the counters hold no address of anyone who only typed one. */
function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

// On globalThis, like the database, so development reloads reuse one Redis connection.
const holder = globalThis as { __orderRateLimitRedis?: RedisRateLimitStore };

/** Redis when REDIS_URL is set, else the database's rate_limit table: the counters the sign-in limits use. */
async function defaultStore(): Promise<RateLimitStore> {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return createDatabaseRateLimitStore(await getDb());
  holder.__orderRateLimitRedis ??= createRedisRateLimitStore({ url: REDIS_URL });
  return holder.__orderRateLimitRedis;
}

async function countHits(options: {
  store: RateLimitStore;
  action: OrderRateLimitedAction;
  ip: string | undefined;
  email: string;
  now: Date;
}): Promise<RateLimitVerdict> {
  const { store, action, ip, email, now } = options;
  const rules = ORDER_RATE_LIMITS[action];
  const checks = [{ key: `orders:${action}:email:${emailKey(email)}`, rule: rules.perEmail }];
  if (ip) checks.push({ key: `orders:${action}:ip:${ip}`, rule: rules.perIp });
  const results = await Promise.all(
    checks.map(async ({ key, rule }) => ({ rule, ...(await store.hit(key, rule.windowMs)) })),
  );
  const over = results.filter((result) => result.count > result.rule.limit);
  if (over.length === 0) return { allowed: true };
  const resetAt = Math.max(...over.map((result) => result.resetAt.getTime()));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
}

/**
 * Counts one /track-order look-up or one order creation against its address's and its e-mail's limits.
 * A counter store that is down lets the request through (logged): it must not stop every shopper.
 */
export async function checkOrderRateLimit(options: {
  action: OrderRateLimitedAction;
  /** The address the server saw (load context `clientIp`). */
  ip: string | undefined;
  email: string;
  store?: RateLimitStore;
  now?: Date;
}): Promise<RateLimitVerdict> {
  const { action, ip, email, now = new Date() } = options;
  try {
    const store = options.store ?? (await defaultStore());
    return await countHits({ store, action, ip, email, now });
  } catch (error) {
    logger.error({ err: error, action }, "rate limit store unavailable; request let through");
    return { allowed: true };
  }
}
