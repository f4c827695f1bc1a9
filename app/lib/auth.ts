import type { FieldErrors } from "./forms";

/** Account rules shared by the forms and the actions on the server; the schemas are in auth.schema.ts. */

// Kept apart so the header and product pages get them without this module's account code.
export { AUTH_TOASTS, FAVORITE_TOASTS, type SessionSnapshot, signInHref } from "./session";

/** docs/product.md#accounts, word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters",
  nameTooShort: "Name must be at least 2 characters",
} as const;

/**
 * docs/product.md#limits-and-timings (6) and Better Auth's own ceiling (128, which also bounds the cost of hashing).
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Said whatever the address: no answer tells whether an account exists. */
export const RESET_LINK_SENT = "If an account exists, we sent a link";

export function isBackupCode(code: string): boolean {
  return !/^\d{6}$/.test(code);
}

/**
 * Where to go after signing in: a path on this site, never another origin (`//evil.example`,
 * `/\evil.example` and absolute URLs fall back).
 */
export function safeRedirectPath(value: unknown, fallback = "/account"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  // Control characters and backslashes can make browsers read a path as another host.
  if (value.includes("\\") || [...value].some((char) => char < " ")) return fallback;
  return value;
}

export type AuthIntent = "sign-in" | "sign-up" | "forgot-password" | "two-factor" | "social";

/** What the /auth action answers; passwords are never sent back. */
export type AuthActionData = {
  intent: AuthIntent;
  /** The server's reason, shown in the form and in the toast. */
  error?: string;
  fieldErrors?: FieldErrors;
  values?: { email?: string; fullName?: string };
  /** Sign-up accepted, or reset link requested. */
  done?: boolean;
  /** The password was right and a second factor is due. */
  step?: "two-factor";
};

export const SOCIAL_PROVIDERS = { google: "Google", github: "GitHub" } as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export const ACCOUNT_TABS = ["favorites", "orders", "subscriptions", "addresses", "settings"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function parseAccountTab(value: unknown): AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab) ? (value as AccountTab) : "favorites";
}

export type AccountIntent =
  | "update-profile"
  | "change-password"
  | "enable-two-factor"
  | "confirm-two-factor"
  | "disable-two-factor"
  | "sign-out-others"
  | "delete-account"
  | "save-address"
  | "delete-address"
  | "default-address";

/** What the /account action answers. */
export type AccountActionData = {
  intent: AccountIntent;
  done?: boolean;
  error?: string;
  fieldErrors?: FieldErrors;
  /** Enrolling an authenticator: its QR code (an SVG data URL), the key to type instead, the backup codes. */
  enrolment?: { qrCode: string; secret: string; backupCodes: string[] };
};

/** The avatar's letter: display name, else e-mail, else 'U' (docs/product.md#account). */
export function avatarInitial(displayName: string | null | undefined, email: string | null | undefined): string {
  const source = displayName?.trim() || email?.trim() || "U";
  return source.charAt(0).toUpperCase();
}

/** A signed-in device as the Settings tab lists it (no tokens). */
export type AccountSession = {
  id: string;
  current: boolean;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
};
