import { createHash } from "node:crypto";

/** Counts hits on a key within a fixed window, atomically, wherever the counters live. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
};

type Rule = { limit: number; windowMs: number };
type PathRules = { perEmail?: Rule; perIp?: Rule };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Better Auth paths guarded against guessing and flooding. Per e-mail stops guessing one account's password
 * from many addresses; per IP stops one address trying many accounts. Both are generous enough for a
 * household or an office behind one address.
 */
export const AUTH_RATE_LIMITS: Readonly<Record<string, PathRules>> = {
  "/sign-in/email": { perEmail: { limit: 10, windowMs: 15 * MINUTE }, perIp: { limit: 50, windowMs: 15 * MINUTE } },
  "/sign-up/email": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/request-password-reset": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/send-verification-email": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/two-factor/verify-totp": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
  "/two-factor/verify-backup-code": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
  "/change-password": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
};

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** E-mail addresses are hashed in keys: the counters need not hold addresses of people without accounts. */
function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/** Counts this attempt against every rule of the path; refused when any count is over its limit. */
export async function checkAuthRateLimit(options: {
  store: RateLimitStore;
  path: string;
  email?: unknown;
  ip?: string | null;
  now?: Date;
}): Promise<RateLimitVerdict> {
  const { store, path, email, ip, now = new Date() } = options;
  const rules = AUTH_RATE_LIMITS[path];
  if (!rules) return { allowed: true };
  const checks: { key: string; rule: Rule }[] = [];
  if (rules.perEmail && typeof email === "string" && email.trim()) {
    checks.push({ key: `auth:${path}:email:${emailKey(email)}`, rule: rules.perEmail });
  }
  if (rules.perIp && ip) checks.push({ key: `auth:${path}:ip:${ip}`, rule: rules.perIp });

  const results = await Promise.all(
    checks.map(async ({ key, rule }) => ({ rule, ...(await store.hit(key, rule.windowMs)) })),
  );
  const over = results.filter((r) => r.count > r.rule.limit);
  if (over.length === 0) return { allowed: true };
  const resetAt = Math.max(...over.map((r) => r.resetAt.getTime()));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}
