/**
 * Authenticator assurance levels (docs/product.md#accounts: "current level comes from the token; next level is the
 * second level if any factor is verified"). aal2 means a second factor was checked for this session.
 */
export type AssuranceLevel = "aal1" | "aal2";

/** Where Better Auth creates a session after checking a second factor (sign-in or enrolment). */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

type EndpointContext = { path?: string; context?: { session?: { session?: object } | null } } | null;

/**
 * The level of a session being created: aal2 after a second factor, and for a session replacing an aal2
 * one (password change, two-factor changes); aal1 otherwise.
 */
export function assuranceLevelForNewSession(ctx: EndpointContext): AssuranceLevel {
  if (ctx?.path && SECOND_FACTOR_PATHS.has(ctx.path)) return "aal2";
  const current = ctx?.context?.session?.session as { aal?: unknown } | undefined;
  return current?.aal === "aal2" ? "aal2" : "aal1";
}

export function toAssuranceLevel(value: unknown): AssuranceLevel {
  return value === "aal2" ? "aal2" : "aal1";
}

/**
 * This session passed a second factor and the account has two-factor on now (as read with the session): a
 * session signed in with a code keeps its level after two-factor is turned off, so the level alone proves nothing.
 */
export function hasVerifiedSecondFactor(user: {
  twoFactorEnabled: boolean;
  assurance: { current: AssuranceLevel };
}): boolean {
  return user.twoFactorEnabled && user.assurance.current === "aal2";
}
