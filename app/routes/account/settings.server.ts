import { type AppLoadContext, redirect } from "react-router";
import { createTwoFactorEnrolment } from "~/.server/auth/account-settings";
import { type Auth, getAuth } from "~/.server/auth/auth";
import { authHeaders, isSameOriginPost } from "~/.server/auth/request";
import { attempt } from "~/.server/auth/results";
import { requireUser, type SessionUser } from "~/.server/auth/session";
import { getEnv } from "~/.server/env";
import { updateProfile } from "~/.server/profiles/profiles";
import type { AccountActionData } from "~/lib/auth";
import { changePasswordSchema, currentPasswordSchema, profileSchema } from "~/lib/auth.schema";
import { fieldErrors, formFields } from "~/lib/forms";
import { SITE_NAME } from "~/lib/site";
import { formResult, redirectWithCookies } from "../auth/form-result.server";
import { handleAddressForm, isAddressIntent } from "./addresses.server";

/** The account's forms: profile, password, two-factor authentication, other devices, deleting the account. */

type ActionInput = { auth: Auth; form: FormData; headers: Headers; user: SessionUser };

async function saveProfile({ form, user }: ActionInput) {
  const intent = "update-profile";
  const parsed = profileSchema.safeParse(formFields(form, ["displayName", "avatarUrl"]));
  if (!parsed.success)
    return formResult<AccountActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const { displayName, avatarUrl } = parsed.data;
  await updateProfile({
    userId: user.id,
    profile: { displayName: displayName ?? null, avatarUrl: avatarUrl ?? null },
  });
  return formResult<AccountActionData>({ intent, done: true });
}

async function changePassword({ auth, form, headers }: ActionInput) {
  const intent = "change-password";
  const parsed = changePasswordSchema.safeParse(formFields(form, ["currentPassword", "newPassword"]));
  if (!parsed.success)
    return formResult<AccountActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const { currentPassword, newPassword } = parsed.data;
  // Other devices are signed out; this one gets a fresh session cookie.
  const result = await attempt(() =>
    auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) {
    const field = result.code === "INVALID_PASSWORD" ? "currentPassword" : "newPassword";
    return formResult<AccountActionData>(
      { intent, fieldErrors: { [field]: result.message } },
      { status: result.status },
    );
  }
  return formResult<AccountActionData>({ intent, done: true }, { cookies: result.value.headers });
}

async function enableTwoFactor({ auth, form, headers }: ActionInput) {
  const intent = "enable-two-factor";
  const parsed = currentPasswordSchema.safeParse(formFields(form, ["password"]));
  if (!parsed.success)
    return formResult<AccountActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await attempt(() =>
    auth.api.enableTwoFactor({ body: { password: parsed.data.password, issuer: SITE_NAME }, headers }),
  );
  if (!result.ok) {
    return formResult<AccountActionData>(
      { intent, fieldErrors: { password: result.message } },
      { status: result.status },
    );
  }
  const { totpURI, backupCodes } = result.value as { totpURI?: string; backupCodes?: string[] };
  if (!totpURI || !backupCodes) throw new Error("enabling two-factor returned no TOTP URI");
  return formResult<AccountActionData>({ intent, enrolment: await createTwoFactorEnrolment({ totpURI, backupCodes }) });
}

async function confirmTwoFactor({ auth, form, headers }: ActionInput) {
  const intent = "confirm-two-factor";
  const code = (formFields(form, ["code"]).code ?? "").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) {
    return formResult<AccountActionData>(
      { intent, fieldErrors: { code: "Enter the 6-digit code from your authenticator app" } },
      { status: 400 },
    );
  }
  const result = await attempt(() => auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }));
  if (!result.ok)
    return formResult<AccountActionData>({ intent, fieldErrors: { code: result.message } }, { status: result.status });
  return formResult<AccountActionData>({ intent, done: true }, { cookies: result.value.headers });
}

async function disableTwoFactor({ auth, form, headers }: ActionInput) {
  const intent = "disable-two-factor";
  const parsed = currentPasswordSchema.safeParse(formFields(form, ["password"]));
  if (!parsed.success)
    return formResult<AccountActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await attempt(() =>
    auth.api.disableTwoFactor({ body: { password: parsed.data.password }, headers, returnHeaders: true }),
  );
  if (!result.ok) {
    return formResult<AccountActionData>(
      { intent, fieldErrors: { password: result.message } },
      { status: result.status },
    );
  }
  return formResult<AccountActionData>({ intent, done: true }, { cookies: result.value.headers });
}

async function signOutOtherDevices({ auth, headers }: ActionInput) {
  const intent = "sign-out-others";
  const result = await attempt(() => auth.api.revokeOtherSessions({ headers }));
  if (!result.ok) return formResult<AccountActionData>({ intent, error: result.message }, { status: result.status });
  return formResult<AccountActionData>({ intent, done: true });
}

async function deleteAccount({ auth, form, headers }: ActionInput) {
  const intent = "delete-account";
  const { password, confirm } = formFields(form, ["password", "confirm"]);
  if (confirm !== "yes") {
    return formResult<AccountActionData>(
      { intent, fieldErrors: { confirm: "Please confirm that you want to delete your account" } },
      { status: 400 },
    );
  }
  // Accounts without a password (social sign-in) need a sign-in of the last minutes instead (account-guards.ts).
  const result = await attempt(() =>
    auth.api.deleteUser({ body: password ? { password } : {}, headers, returnHeaders: true }),
  );
  if (!result.ok) {
    // Answers about the account rather than the password go above the form (it may have no password field).
    const answer: AccountActionData =
      result.code === "REAUTHENTICATION_REQUIRED" || result.code === "ONLY_OWNER"
        ? { intent, error: result.message }
        : { intent, fieldErrors: { password: result.message } };
    return formResult<AccountActionData>(answer, { status: result.status });
  }
  return redirectWithCookies("/", result.value.headers);
}

/** The /account action: which Settings or Profile form was sent decides what happens. */
export async function handleAccountForm({ request, context }: { request: Request; context?: AppLoadContext }) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return formResult<AccountActionData>(
      { intent: "update-profile", error: "Please use the form on this page." },
      { status: 403 },
    );
  }
  const intent = form.get("intent");
  if (isAddressIntent(intent)) return handleAddressForm({ intent, form, user });
  const input = { auth: await getAuth(), form, headers: authHeaders(request, context), user };
  switch (intent) {
    case "update-profile":
      return saveProfile(input);
    case "change-password":
      return changePassword(input);
    case "enable-two-factor":
      return enableTwoFactor(input);
    case "confirm-two-factor":
      return confirmTwoFactor(input);
    case "disable-two-factor":
      return disableTwoFactor(input);
    case "sign-out-others":
      return signOutOtherDevices(input);
    case "delete-account":
      return deleteAccount(input);
    default:
      throw redirect("/account");
  }
}
