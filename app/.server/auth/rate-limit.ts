import { type ClientRateLimits, checkRateLimits, type RateLimitStore } from "../rate-limit/check-rate-limits";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Better Auth paths guarded against guessing and flooding. Per e-mail stops guessing one account's password
 * from many addresses; per IP stops one address trying many accounts. Both are generous enough for a
 * household or an office behind one address.
 */
export const AUTH_RATE_LIMITS: Readonly<Record<string, ClientRateLimits>> = {
  "/sign-in/email": { perEmail: { limit: 10, windowMs: 15 * MINUTE }, perIp: { limit: 50, windowMs: 15 * MINUTE } },
  "/sign-up/email": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/request-password-reset": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/send-verification-email": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/two-factor/verify-totp": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
  "/two-factor/verify-backup-code": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
  "/change-password": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
};

/** Counts one request to a Better Auth path against its limits; paths without limits always pass. */
export function checkAuthRateLimit(options: {
  store: RateLimitStore;
  path: string;
  email?: unknown;
  ip?: string | null;
  now?: Date;
}) {
  const { path, ...client } = options;
  return checkRateLimits({ ...client, scope: `auth:${path}`, rules: AUTH_RATE_LIMITS[path] ?? {} });
}
