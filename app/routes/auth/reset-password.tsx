import { CheckCircle2Icon } from "lucide-react";
import { Form, Link } from "react-router";
import { getAuth } from "~/.server/auth/auth";
import { authHeaders, isSameOriginPost } from "~/.server/auth/request";
import { attempt } from "~/.server/auth/results";
import { getEnv } from "~/.server/env";
import { PasswordField } from "~/components/auth/credential-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/form/form-alert";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { resetPasswordSchema } from "~/lib/auth.schema";
import { type FieldErrors, fieldErrors, formFields } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/reset-password";
import { formResult } from "./form-result.server";

/** The page the reset e-mail's link leads to (through Better Auth, which checks the token first). */

const EXPIRED = "This reset link has expired or was already used. Please ask for a new one.";

type ResetPasswordActionData = { done?: boolean; error?: string; fieldErrors?: FieldErrors };

export function meta() {
  return [{ title: pageTitle("Choose a new password") }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token");
  return { token, problem: !token || query.has("error") ? EXPIRED : null };
}

export async function action({ request, context }: Route.ActionArgs) {
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

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ResetPasswordActionData | undefined;
  const { errors, onSubmit } = useCheckedForm(resetPasswordSchema, result?.fieldErrors);
  return (
    <div className="bg-muted/50 py-10 md:py-16">
      <div className="container-page max-w-md">
        <div className="rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-2xl font-black">Choose a new password</h1>
          {result?.done ? (
            <div role="status" className="mt-6 flex flex-col items-center gap-3 text-center">
              <CheckCircle2Icon aria-hidden className="size-10 text-emerald-600" />
              <p className="font-semibold">Your password was changed. Every device was signed out.</p>
              <Link to="/auth" className="font-semibold text-brand-dark underline underline-offset-4">
                Sign in with your new password
              </Link>
            </div>
          ) : loaderData.problem ? (
            <div className="mt-6 flex flex-col gap-4">
              <FormAlert>{loaderData.problem}</FormAlert>
              <Link to="/auth?view=forgot" className="font-semibold text-brand-dark underline underline-offset-4">
                Ask for a new link
              </Link>
            </div>
          ) : (
            <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
              <input type="hidden" name="intent" value="reset-password" />
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              {(result?.error ?? errors.token) && <FormAlert>{result?.error ?? errors.token}</FormAlert>}
              <PasswordField purpose="new" label="New password" error={errors.password} />
              <SubmitButton intent="reset-password" busyLabel="Saving...">
                Save new password
              </SubmitButton>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
