/**
 * The idempotency key of the shopper's current checkout attempt (decision 103). It lives in local storage
 * with a fingerprint of what was submitted, so a double click, a retry or a second tab sending the same
 * cart and address reuses it, and the server answers with the same order and hosted page. A different
 * cart or address, or an hour later, starts a new attempt; the confirmation page forgets it.
 */
const STORAGE_KEY = "checkout-attempt";
const REUSE_FOR_MS = 60 * 60 * 1000;

type StoredAttempt = { key: string; fingerprint: string; createdAt: number };

/** 128 random bits, base64url. getRandomValues, unlike randomUUID, also works on plain-HTTP addresses. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function readAttempt(): StoredAttempt | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { key, fingerprint, createdAt } = value as Record<string, unknown>;
    if (typeof key !== "string" || typeof fingerprint !== "string" || typeof createdAt !== "number") return null;
    return { key, fingerprint, createdAt };
  } catch {
    return null;
  }
}

export function checkoutAttemptKey(fingerprint: string, now = Date.now()): string {
  const stored = readAttempt();
  if (stored && stored.fingerprint === fingerprint && now - stored.createdAt < REUSE_FOR_MS) return stored.key;
  const attempt: StoredAttempt = { key: newKey(), fingerprint, createdAt: now };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Storage unavailable: this submit still carries a key; a retry makes a new one.
  }
  return attempt.key;
}

export function forgetCheckoutAttempt(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
