import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { logger } from "~/.server/logger";
import type { RateLimitStore } from "~/.server/rate-limit/check-rate-limits";

/**
 * A TOTP code opens one door (decision 077). Better Auth accepts a code for 30 seconds either side of its own
 * step, so without this one code could complete several sign-ins (or a sign-in and an enrolment) in that
 * time. The first request to present a code for an account claims it in the rate-limit counters, atomically,
 * for longer than the code can be valid; any later request with the same code is refused before it is checked.
 */

export const TOTP_PATH = "/two-factor/verify-totp";

/** Longer than a code's validity: its own 30-second step plus one step either side. */
const CLAIM_MS = 2 * 60_000;

export const CODE_ALREADY_USED = {
  code: "CODE_ALREADY_USED",
  message: "This code was already used. Please wait for the next code from your authenticator app.",
} as const;

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a code is for: the signed-in user (enrolment), else the sign-in's two-factor challenge. */
async function accountOfCode(ctx: AuthMiddlewareContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}

/** Claims the code of a TOTP verification for its account; throws when it was claimed before. */
export async function claimTotpCode(options: { ctx: AuthMiddlewareContext; store: RateLimitStore }) {
  const { ctx, store } = options;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return;
  // Without an account Better Auth refuses the request itself.
  const userId = await accountOfCode(ctx);
  if (!userId) return;
  const claim = await store.hit(`auth:totp-used:${userId}:${code}`, CLAIM_MS).catch((error: unknown) => {
    // Like the rate limits (decision 041): counters that are down must not stop every sign-in.
    logger.error({ err: error }, "TOTP claim store unavailable; code let through");
    return null;
  });
  if (claim && claim.count > 1) throw new APIError("UNAUTHORIZED", CODE_ALREADY_USED);
}
