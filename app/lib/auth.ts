import { z } from "zod";

/** Account rules shared by the forms in the browser and the actions on the server. */

// Kept apart so the header and product pages get them without zod (decision 007).
export { AUTH_TOASTS, FAVORITE_TOASTS, type SessionSnapshot, signInHref } from "./session";

/** Spec section 5, word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters",
  nameTooShort: "Name must be at least 2 characters",
} as const;

/** Spec section 9 (6) and Better Auth's own ceiling (128, which also bounds the cost of hashing). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Said whatever the address: no answer tells whether an account exists. */
export const RESET_LINK_SENT = "If an account exists, we sent a link";

const emailField = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

export const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` });

/** Optional, but at least 2 characters when given; blank counts as not given. */
export const nameField = z
  .string()
  .trim()
  .max(100, { error: "Name must be at most 100 characters" })
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.string().min(2, { error: AUTH_MESSAGES.nameTooShort }).optional());

export const signInSchema = z.object({ email: emailField, password: passwordField });

export const signUpSchema = z.object({ email: emailField, password: passwordField, fullName: nameField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, { error: "This reset link is not valid. Please ask for a new one." }),
  password: passwordField,
});

/** A 6-digit authenticator code, or a backup code (two groups of five, the dash optional). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(
      z.union([z.string().regex(/^\d{6}$/), z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/)], {
        error: "Enter the 6-digit code from your authenticator app, or a backup code",
      }),
    ),
});

export function isBackupCode(code: string): boolean {
  return !/^\d{6}$/.test(code);
}

export const profileSchema = z.object({
  displayName: nameField,
  avatarUrl: z
    .string()
    .trim()
    .max(2000, { error: "Avatar URL is too long" })
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^https$/, error: "Please enter a valid image URL starting with https://" }).optional()),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: "Please enter your current password" }),
  newPassword: passwordField,
});

export const currentPasswordSchema = z.object({
  password: z.string().min(1, { error: "Please enter your password" }),
});

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per form field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** Reads named text fields from a form; anything else (files, missing) becomes undefined. */
export function formFields<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Record<Name, string | undefined> {
  const entries = names.map((name) => {
    const value = form.get(name);
    return [name, typeof value === "string" ? value : undefined] as const;
  });
  return Object.fromEntries(entries) as Record<Name, string | undefined>;
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

/** POST /api/favorites: set (not toggle) one product's state, so a retried request is harmless. */
export const favoriteChangeSchema = z.object({
  productId: z.guid({ error: "Not a product id" }),
  favorite: z.enum(["true", "false"]).transform((v) => v === "true"),
});

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

export const ACCOUNT_TABS = ["favorites", "orders", "settings"] as const;
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
  | "delete-account";

/** What the /account action answers. */
export type AccountActionData = {
  intent: AccountIntent;
  done?: boolean;
  error?: string;
  fieldErrors?: FieldErrors;
  /** Enrolling an authenticator: its QR code (an SVG data URL), the key to type instead, the backup codes. */
  enrolment?: { qrCode: string; secret: string; backupCodes: string[] };
};

/** The avatar's letter: display name, else e-mail, else 'U' (spec section 2). */
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
