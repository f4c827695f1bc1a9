import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { nameField } from "~/lib/auth.schema";

/** Rules Better Auth's own endpoints must keep as well as the store's forms (decision 078). */

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const DELETE_USER_PATH = "/delete-user";

/** A sign-in this recent counts as proving it is the owner, for an account without a password. */
export const REAUTHENTICATION_MS = 5 * 60_000;

export const REAUTHENTICATION_MESSAGES = {
  passwordRequired: "Enter your password to delete your account.",
  signInAgain: "For your security, please sign out and sign in again, then delete your account within 5 minutes.",
} as const;

/** Paths where a sign-in provider, not the shopper, supplies the name. */
function isProviderCallback(path: string | undefined): boolean {
  return Boolean(path?.startsWith("/callback/") || path?.startsWith("/oauth2/callback/"));
}

/**
 * The display-name rule (2 to 100 characters, or none) for every write of a user's name: sign-up, update-user
 * and a provider's profile. A shopper's own name that breaks it is refused; a provider's is cut to fit, so a
 * long name at Google never stops a sign-in.
 */
export function checkDisplayName(options: { name: unknown; path: string | undefined }): string | undefined {
  const { name, path } = options;
  if (name === undefined) return undefined;
  const text = typeof name === "string" ? name : "";
  if (isProviderCallback(path)) {
    const fitted = text.trim().slice(0, 100);
    return fitted.length >= 2 ? fitted : "";
  }
  const parsed = nameField.safeParse(text);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Name must be at most 100 characters";
    throw new APIError("BAD_REQUEST", { message, code: "INVALID_NAME" });
  }
  return parsed.data ?? "";
}

/**
 * Deleting an account proves again that it is the owner (decision 078): the password for an account that
 * has one (Better Auth would otherwise take any session under a day old), else a sign-in of the last five
 * minutes, which for an account with two-factor on included a fresh second factor (decision 032).
 */
export async function requireReauthentication(ctx: AuthMiddlewareContext): Promise<void> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  // Nobody signed in: Better Auth refuses the request itself.
  if (!session) return;
  const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
  if (accounts.some((account) => account.providerId === "credential" && account.password)) {
    const password = (ctx.body as { password?: unknown } | undefined)?.password;
    if (typeof password === "string" && password) return;
    throw new APIError("BAD_REQUEST", {
      message: REAUTHENTICATION_MESSAGES.passwordRequired,
      code: "PASSWORD_REQUIRED",
    });
  }
  const signedInAt = new Date(session.session.createdAt).getTime();
  if (Date.now() - signedInAt > REAUTHENTICATION_MS) {
    throw new APIError("FORBIDDEN", {
      message: REAUTHENTICATION_MESSAGES.signInAgain,
      code: "REAUTHENTICATION_REQUIRED",
    });
  }
}
