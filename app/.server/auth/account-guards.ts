import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Database } from "~/.server/db";
import { nameField } from "~/lib/auth.schema";
import { findStaffRole, isOnlyOwner } from "./staff-roles";

/** Rules Better Auth's own endpoints must keep as well as the store's forms (decision 078). */

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const DELETE_USER_PATH = "/delete-user";
const ENABLE_TWO_FACTOR_PATH = "/two-factor/enable";
const DISABLE_TWO_FACTOR_PATH = "/two-factor/disable";

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

export const STAFF_ACCOUNT_MESSAGES = {
  keepTwoFactor:
    "Two-factor authentication stays on while you have a back-office role: the back office is open only to staff who sign in with a code.",
  enrolThroughInvitation:
    "Staff turn on two-factor authentication before accepting their invitation. Ask an owner to remove you from the team and send you a new invitation.",
  onlyOwner:
    "You are the store's only owner, so your account can't be deleted: nobody could run the back office. Make another account an owner first (npm run admin:create).",
} as const;

/**
 * What a back-office role changes about two-factor (decision 203): a member cannot turn it off (the back office
 * would open without it), and staff cannot turn it on with the password alone, since that is exactly what a
 * stolen password could do; they enrol before accepting an invitation. An owner made from the machine
 * (admin:create) enrols here.
 */
export async function guardStaffTwoFactor(options: { ctx: AuthMiddlewareContext; db: Database }): Promise<void> {
  const { ctx, db } = options;
  if (ctx.path !== ENABLE_TWO_FACTOR_PATH && ctx.path !== DISABLE_TWO_FACTOR_PATH) return;
  const session = await getSessionFromCtx(ctx).catch(() => null);
  // Nobody signed in: Better Auth refuses the request itself.
  if (!session) return;
  const role = await findStaffRole({ userId: session.user.id, db });
  if (!role) return;
  if (ctx.path === DISABLE_TWO_FACTOR_PATH) {
    throw new APIError("FORBIDDEN", { message: STAFF_ACCOUNT_MESSAGES.keepTwoFactor, code: "STAFF_KEEP_TWO_FACTOR" });
  }
  if (role === "staff") {
    throw new APIError("FORBIDDEN", {
      message: STAFF_ACCOUNT_MESSAGES.enrolThroughInvitation,
      code: "STAFF_ENROL_THROUGH_INVITATION",
    });
  }
}

/** The store's one owner cannot delete their account: the team would have nobody to manage it. */
export async function refuseDeletingOnlyOwner(options: { userId: string; db: Database }): Promise<void> {
  if (await isOnlyOwner(options)) {
    throw new APIError("FORBIDDEN", { message: STAFF_ACCOUNT_MESSAGES.onlyOwner, code: "ONLY_OWNER" });
  }
}
