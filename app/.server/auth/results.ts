import { isAPIError } from "better-auth/api";

/** Turning Better Auth's failures into what the account forms show. */

/** Our wording where Better Auth's is terse or technical; anything else is shown as Better Auth says it. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  EMAIL_NOT_VERIFIED: "Please verify your email address first. We sent you a new link.",
  INVALID_CODE: "That code is not right. Please try again.",
  INVALID_BACKUP_CODE: "That backup code is not right or was already used.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in has expired. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again.",
  INVALID_PASSWORD: "Your password is not right.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account has no password yet: you signed up with Google or GitHub.",
  SESSION_EXPIRED: "For your security, please sign in again first.",
};

export type AuthFailure = { status: number; code: string; message: string; headers: Headers };

const FALLBACK = "Something went wrong. Please try again.";

/** An API error as a status and a message for the shopper; other errors are thrown on (they are bugs). */
export function toAuthFailure(error: unknown): AuthFailure {
  if (!isAPIError(error)) throw error;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  const code = body.code ?? "";
  return {
    status: error.statusCode,
    code,
    message: MESSAGES[code] ?? body.message ?? FALLBACK,
    headers: new Headers(error.headers),
  };
}

/** Runs a Better Auth call, giving its answer or the failure it ended with. */
export async function attempt<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | ({ ok: false } & AuthFailure)> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, ...toAuthFailure(error) };
  }
}
