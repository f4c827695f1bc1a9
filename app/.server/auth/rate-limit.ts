import {
  checkRateLimits,
  emailKey,
  type PairedRateLimits,
  type RateLimitStore,
} from "~/.server/rate-limit/check-rate-limits";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SIGN_IN_PATH = "/sign-in/email";

/** How long an address that signed in to an account keeps counting as the owner's (decision 079). */
const KNOWN_ADDRESS_MS = 30 * DAY;

/**
 * Better Auth paths guarded against guessing and flooding. Per IP stops one address trying many accounts;
 * per e-mail stops guessing one account's password from many addresses. Both are generous enough for a
 * household or an office behind one address. Sign-in counts per account and address instead, under a much
 * higher per-account ceiling that addresses the owner signed in from recently do not count against, so
 * guessing from elsewhere never locks the owner out (decision 079).
 */
export const AUTH_RATE_LIMITS: Readonly<Record<string, PairedRateLimits>> = {
  [SIGN_IN_PATH]: {
    perEmailAndIp: { limit: 10, windowMs: 15 * MINUTE },
    perEmail: { limit: 100, windowMs: 15 * MINUTE },
    perIp: { limit: 50, windowMs: 15 * MINUTE },
  },
  "/sign-up/email": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/request-password-reset": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/send-verification-email": { perEmail: { limit: 5, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR } },
  "/two-factor/verify-totp": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
  "/two-factor/verify-backup-code": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
  "/change-password": { perIp: { limit: 30, windowMs: 15 * MINUTE } },
};

type SignInAddress = { store: RateLimitStore; email?: unknown; ip?: string | null };

function knownAddressKey(email: string, ip: string): string {
  return `auth:known-address:${emailKey(email)}:${ip}`;
}

/** Notes that the account's password was given correctly from this address. */
export async function rememberSignInAddress({ store, email, ip }: SignInAddress): Promise<void> {
  if (typeof email !== "string" || !ip) return;
  await store.hit(knownAddressKey(email, ip), KNOWN_ADDRESS_MS);
}

async function isKnownSignInAddress({ store, email, ip }: SignInAddress): Promise<boolean> {
  if (typeof email !== "string" || !ip) return false;
  return (await store.peek(knownAddressKey(email, ip)).catch(() => 0)) > 0;
}

/** Counts one request to a Better Auth path against its limits; paths without limits always pass. */
export async function checkAuthRateLimit(options: {
  store: RateLimitStore;
  path: string;
  email?: unknown;
  ip?: string | null;
  now?: Date;
}) {
  const { path, ...client } = options;
  const rules = AUTH_RATE_LIMITS[path] ?? {};
  const { perEmail: _ceiling, ...ownerRules } = rules;
  const owner = path === SIGN_IN_PATH && (await isKnownSignInAddress(client));
  return checkRateLimits({ ...client, scope: `auth:${path}`, rules: owner ? ownerRules : rules });
}
