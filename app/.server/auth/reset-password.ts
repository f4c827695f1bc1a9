import type { AppLoadContext } from "react-router";
import { type FieldErrors, formFields } from "~/lib/auth";
import { fieldErrors, resetPasswordSchema } from "~/lib/auth.schema";
import { getEnv } from "../env";
import { getAuth } from "./auth";
import { authHeaders, isSameOriginPost } from "./request";
import { attempt, formResult } from "./results";

/** The page the reset e-mail's link leads to (through Better Auth, which checks the token first). */

const EXPIRED = "This reset link has expired or was already used. Please ask for a new one.";

export function loadResetPasswordPage({ request }: { request: Request }) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  return { token, problem: !token || url.searchParams.has("error") ? EXPIRED : null };
}

export type ResetPasswordActionData = { done?: boolean; error?: string; fieldErrors?: FieldErrors };

export async function runResetPasswordAction({ request, context }: { request: Request; context?: AppLoadContext }) {
  const form = await request.formData();
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return formResult<ResetPasswordActionData>({ error: "Please use the form on this page." }, { status: 403 });
  }
  const parsed = resetPasswordSchema.safeParse(formFields(form, ["token", "password"]));
  if (!parsed.success) {
    return formResult<ResetPasswordActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const auth = await getAuth();
  const { token, password } = parsed.data;
  const result = await attempt(() =>
    auth.api.resetPassword({ body: { token, newPassword: password }, headers: authHeaders(request, context) }),
  );
  if (!result.ok) {
    const error = result.code === "INVALID_TOKEN" ? EXPIRED : result.message;
    return formResult<ResetPasswordActionData>({ error }, { status: result.status });
  }
  return formResult<ResetPasswordActionData>({ done: true });
}
