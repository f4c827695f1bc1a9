import type { AppLoadContext } from "react-router";
import { type Auth, getAuth } from "~/.server/auth/auth";
import { authHeaders, isSameOriginPost } from "~/.server/auth/request";
import { attempt } from "~/.server/auth/results";
import { listSocialProviders } from "~/.server/auth/social-providers";
import { getEnv } from "~/.server/env";
import {
  type AuthActionData,
  isBackupCode,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  safeRedirectPath,
  signInHref,
} from "~/lib/auth";
import { forgotPasswordSchema, signInSchema, signUpSchema, twoFactorCodeSchema } from "~/lib/auth.schema";
import { fieldErrors, formFields } from "~/lib/forms";
import { formResult, redirectWithCookies } from "./form-result.server";

/** The /auth forms: sign in (with a second factor when enabled), create an account, forgotten password. */

/**
 * Where the e-mail verification link lands: /auth, which sends the now signed-in shopper on to the page they
 * signed up from (checkout included), or shows what went wrong with the link.
 */
const VERIFIED_CALLBACK = "/auth";
const RESET_PASSWORD_PATH = "/auth/reset-password";

/** Error codes Better Auth appends to the page it sends back to (verification links, social sign-in). */
export function describeAuthError(code: string | null): string | null {
  if (!code) return null;
  if (["TOKEN_EXPIRED", "INVALID_TOKEN", "USER_NOT_FOUND", "INVALID_USER"].includes(code.toUpperCase())) {
    return "This verification link has expired or was already used. Sign in to get a new one.";
  }
  // Better Auth links a provider only to an address that both sides have verified.
  if (code === "account_not_linked") {
    return "An account with that email address already exists. Sign in with your email and password.";
  }
  return "Signing in with that provider didn't work. Please try again, or use your email and password.";
}

function verifiedCallback(redirectTo: string): string {
  return redirectTo === "/account" ? VERIFIED_CALLBACK : signInHref(redirectTo);
}

type ActionInput = { auth: Auth; form: FormData; headers: Headers; redirectTo: string };

async function signIn({ auth, form, headers, redirectTo }: ActionInput) {
  const intent = "sign-in";
  const values = formFields(form, ["email", "password"]);
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) {
    return formResult<AuthActionData>(
      { intent, fieldErrors: fieldErrors(parsed.error), values: { email: values.email } },
      { status: 400 },
    );
  }
  const { email, password } = parsed.data;
  const result = await attempt(() =>
    auth.api.signInEmail({
      body: { email, password, rememberMe: true, callbackURL: verifiedCallback(redirectTo) },
      headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) {
    return formResult<AuthActionData>(
      { intent, error: result.message, values: { email } },
      { status: result.status, cookies: result.headers },
    );
  }
  const { headers: cookies, response } = result.value;
  // The two-factor plugin swaps the session for a short-lived challenge cookie.
  if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    return formResult<AuthActionData>({ intent, step: "two-factor" }, { cookies });
  }
  return redirectWithCookies(redirectTo, cookies);
}

async function verifySecondFactor({ auth, form, headers, redirectTo }: ActionInput) {
  const intent = "two-factor";
  const parsed = twoFactorCodeSchema.safeParse(formFields(form, ["code"]));
  if (!parsed.success) {
    return formResult<AuthActionData>(
      { intent, step: "two-factor", fieldErrors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  const { code } = parsed.data;
  const body = { code, trustDevice: false };
  const result = await attempt(() =>
    isBackupCode(code)
      ? auth.api.verifyBackupCode({ body, headers, returnHeaders: true })
      : auth.api.verifyTOTP({ body, headers, returnHeaders: true }),
  );
  if (!result.ok) {
    // An expired or exhausted challenge starts over at the password.
    const restart = ["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"].includes(result.code);
    return formResult<AuthActionData>(
      { intent, step: restart ? undefined : "two-factor", error: result.message },
      { status: result.status, cookies: result.headers },
    );
  }
  return redirectWithCookies(redirectTo, result.value.headers);
}

async function signUp({ auth, form, headers, redirectTo }: ActionInput) {
  const intent = "sign-up";
  const values = formFields(form, ["email", "password", "fullName"]);
  const parsed = signUpSchema.safeParse(values);
  const shown = { email: values.email, fullName: values.fullName };
  if (!parsed.success) {
    return formResult<AuthActionData>(
      { intent, fieldErrors: fieldErrors(parsed.error), values: shown },
      { status: 400 },
    );
  }
  const { email, password, fullName } = parsed.data;
  // An address that already has an account gets the same answer; its owner is e-mailed instead (auth.ts).
  const result = await attempt(() =>
    auth.api.signUpEmail({
      body: { email, password, name: fullName ?? "", callbackURL: verifiedCallback(redirectTo) },
      headers,
    }),
  );
  if (!result.ok) {
    return formResult<AuthActionData>({ intent, error: result.message, values: shown }, { status: result.status });
  }
  return formResult<AuthActionData>({ intent, done: true, values: { email } });
}

async function requestPasswordReset({ auth, form, headers }: ActionInput) {
  const intent = "forgot-password";
  const values = formFields(form, ["email"]);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) {
    return formResult<AuthActionData>(
      { intent, fieldErrors: fieldErrors(parsed.error), values: { email: values.email } },
      { status: 400 },
    );
  }
  const result = await attempt(() =>
    auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: RESET_PASSWORD_PATH }, headers }),
  );
  // Only the rate limit is worth saying; any other outcome reads the same, account or not.
  if (!result.ok && result.status === 429) {
    return formResult<AuthActionData>({ intent, error: result.message }, { status: 429 });
  }
  return formResult<AuthActionData>({ intent, done: true, values: { email: parsed.data.email } });
}

async function signInWithProvider({ auth, form, headers, redirectTo }: ActionInput) {
  const provider = form.get("provider");
  if (typeof provider !== "string" || !listSocialProviders(getEnv()).includes(provider as SocialProvider)) {
    return formResult<AuthActionData>(
      { intent: "social", error: "That sign-in option is not available." },
      { status: 400 },
    );
  }
  const result = await attempt(() =>
    auth.api.signInSocial({
      body: { provider, callbackURL: redirectTo, errorCallbackURL: "/auth" },
      headers,
      returnHeaders: true,
    }),
  );
  const url = result.ok ? (result.value.response as { url?: string }).url : undefined;
  if (!result.ok || !url) {
    const name = SOCIAL_PROVIDERS[provider as SocialProvider];
    return formResult<AuthActionData>(
      { intent: "social", error: `Signing in with ${name} is not available right now.` },
      { status: 502 },
    );
  }
  return redirectWithCookies(url, result.value.headers);
}

/** The /auth action: which form was sent decides what happens. */
export async function handleAuthForm({ request, context }: { request: Request; context?: AppLoadContext }) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return formResult<AuthActionData>(
      { intent: "sign-in", error: "Please use the form on this page." },
      { status: 403 },
    );
  }
  const input = {
    auth: await getAuth(),
    form,
    headers: authHeaders(request, context),
    redirectTo: safeRedirectPath(form.get("redirectTo")),
  };
  switch (intent) {
    case "sign-in":
      return signIn(input);
    case "two-factor":
      return verifySecondFactor(input);
    case "sign-up":
      return signUp(input);
    case "forgot-password":
      return requestPasswordReset(input);
    case "social":
      return signInWithProvider(input);
    default:
      return formResult<AuthActionData>({ intent: "sign-in", error: "Unknown form." }, { status: 400 });
  }
}
