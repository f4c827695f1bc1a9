import { createHash } from "node:crypto";
import { logger } from "~/.server/logger";

/** Counts hits on a key within a fixed window, atomically, wherever the counters live. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** The key's count in its current window, without counting: 0 when it has none. */
  peek(key: string): Promise<number>;
};

export type RateLimitRule = { limit: number; windowMs: number };

/** One action's limits: per client address and per e-mail address typed. */
export type ClientRateLimits = { perIp?: RateLimitRule; perEmail?: RateLimitRule };

/** Limits that may also count per pair of e-mail and client address (sign-in, decision 079). */
export type PairedRateLimits = ClientRateLimits & { perEmailAndIp?: RateLimitRule };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Hashed, so the counters hold no address of anyone who only typed one. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/**
 * Counts one attempt of an action against its per-address, per-e-mail and per-pair limits, under the keys
 * `{scope}:ip:{address}`, `{scope}:email:{hash}` and `{scope}:email-ip:{hash}:{address}`; refused when any count is over its limit. A missing
 * address or e-mail counts against nothing: the server always passes the socket's address, so only callers
 * outside a request lack one, and one shared "unknown" counter would let any of them lock out the rest.
 * A counter store that is down lets the attempt through (logged): it must not stop every shopper.
 */
export async function checkRateLimits(options: {
  store: RateLimitStore;
  /** What is limited, e.g. `orders:track-order`: the start of every key. */
  scope: string;
  rules: PairedRateLimits;
  ip?: string | null;
  email?: unknown;
  now?: Date;
}): Promise<RateLimitVerdict> {
  const { store, scope, rules, ip, email, now = new Date() } = options;
  const checks: { key: string; rule: RateLimitRule }[] = [];
  if (rules.perEmail && typeof email === "string" && email.trim()) {
    checks.push({ key: `${scope}:email:${emailKey(email)}`, rule: rules.perEmail });
  }
  if (rules.perIp && ip) checks.push({ key: `${scope}:ip:${ip}`, rule: rules.perIp });
  if (rules.perEmailAndIp && ip && typeof email === "string" && email.trim()) {
    checks.push({ key: `${scope}:email-ip:${emailKey(email)}:${ip}`, rule: rules.perEmailAndIp });
  }
  try {
    const results = await Promise.all(
      checks.map(async ({ key, rule }) => ({ rule, ...(await store.hit(key, rule.windowMs)) })),
    );
    const over = results.filter((result) => result.count > result.rule.limit);
    if (over.length === 0) return { allowed: true };
    const resetAt = Math.max(...over.map((result) => result.resetAt.getTime()));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
  } catch (error) {
    logger.error({ err: error, scope }, "rate limit store unavailable; request let through");
    return { allowed: true };
  }
}

/** The answer to a refused sign-in, order look-up or order. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}
