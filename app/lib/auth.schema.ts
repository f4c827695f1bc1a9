import { z } from "zod";
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth";

/** The account forms' schemas: the browser checks with them before sending, the actions after. */

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

/** POST /api/favorites: set (not toggle) one product's state, so a retried request is harmless. */
export const favoriteChangeSchema = z.object({
  productId: z.guid({ error: "Not a product id" }),
  favorite: z.enum(["true", "false"]).transform((v) => v === "true"),
});
