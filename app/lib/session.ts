/**
 * The zod-free part of the account rules, needed on every page (the header's session, favourites, the
 * review sign-in link). lib/auth.ts re-exports it; the forms' schemas are in lib/auth.schema.ts (decision 007).
 */

/** What the browser learns about its session (GET /api/auth/session): enough for the header, no tokens. */
export type SessionSnapshot = { user: { email: string } | null };

/** /auth with the page to return to, as the account page and checkout link to it. */
export function signInHref(redirectTo: string): string {
  return `/auth?${new URLSearchParams({ redirectTo })}`;
}

/** Toasts of docs/product.md#accounts and docs/product.md#messages, word for word. */
export const AUTH_TOASTS = {
  signUpSucceeded: { title: "Sign up successful", description: "Please check your email to verify your account" },
  signUpFailed: "Sign up failed",
  signedIn: { title: "Signed in successfully", description: "Welcome back!" },
  signInFailed: "Sign in failed",
  signedOut: { title: "Signed out", description: "You have been signed out successfully" },
  signOutFailed: "Sign out failed",
} as const;

/** Favourite toasts of docs/product.md#favourites and docs/product.md#messages, word for word. */
export const FAVORITE_TOASTS = {
  added: { title: "Added to favorites", description: "Product added to your favorites" },
  removed: { title: "Removed from favorites", description: "Product removed from your favorites" },
  failed: { title: "Error", description: "Failed to update favorites. Please try again." },
  signInRequired: { title: "Sign in required", description: "Please sign in to save favourites" },
} as const;
