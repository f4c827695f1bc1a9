import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { safeRedirectPath } from "~/lib/auth";

/**
 * Better Auth's two-factor plugin asks for the second factor after a password sign-in only. A provider's
 * callback (`/callback/{provider}`) would otherwise sign in a shopper who turned two-factor on with one factor.
 * This does for the callback what the plugin does for the password: the session it just made is dropped, and
 * the plugin's own challenge (its signed `two_factor` cookie and verification rows, 10 minutes, 5 tries) is
 * set, so /auth asks for the code with the same form and `/two-factor/verify-*` makes an aal2 session.
 */

/** The plugin's names and lifetime (better-auth/plugins/two-factor: constant.ts, index.ts). */
const TWO_FACTOR_COOKIE = "two_factor";
const CHALLENGE_SECONDS = 600;

export const SECOND_FACTOR_STEP = "two-factor";

/** Where the provider's callback hands over to the second-factor form, keeping the page to return to. */
export function secondFactorHref(redirectTo: string): string {
  return `/auth?${new URLSearchParams({ step: SECOND_FACTOR_STEP, redirectTo })}`;
}

/** Whether a browser's cookies hold a second-factor challenge (the signed cookie itself is checked on verifying). */
export function hasSecondFactorChallenge(options: { cookieHeader: string | null }): boolean {
  const cookies = options.cookieHeader ?? "";
  return new RegExp(`(^|;\\s*)(__Secure-)?better-auth\\.${TWO_FACTOR_COOKIE}=`).test(cookies);
}

/** The path the callback was about to send the browser to (its redirect's Location), as a path on this site. */
function intendedPath(returned: unknown): string {
  const location = returned instanceof APIError ? new Headers(returned.headers).get("location") : null;
  if (!location) return safeRedirectPath(null);
  const url = new URL(location, "http://site.invalid");
  return safeRedirectPath(url.pathname + url.search);
}

/**
 * After a provider's callback signed in a shopper with two-factor on: swap the session for a challenge and
 * send the browser to the second-factor form.
 */
export function socialSecondFactor(): BetterAuthPlugin {
  return {
    id: "social-second-factor",
    hooks: {
      after: [
        {
          matcher: (ctx) => Boolean(ctx.path?.startsWith("/callback/")),
          handler: createAuthMiddleware(async (ctx) => {
            const { newSession } = ctx.context;
            if (!newSession?.user.twoFactorEnabled) return;

            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(newSession.session.token);
            ctx.context.setNewSession(null);

            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
            const { internalAdapter } = ctx.context;
            await internalAdapter.createVerificationValue({ value: newSession.user.id, identifier, expiresAt });
            await internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            throw ctx.redirect(secondFactorHref(intendedPath(ctx.context.returned)));
          }),
        },
      ],
    },
  };
}
