import { MailCheckIcon } from "lucide-react";
import { EmailField } from "~/components/form/email-field";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import type { AuthActionData } from "~/lib/auth";
import { signUpSchema } from "~/lib/auth.schema";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./credential-fields";
import { SubmitButton } from "./submit-button";

export function SignUpForm({ redirectTo, result }: { redirectTo: string; result: AuthActionData | undefined }) {
  const { errors, onSubmit } = useCheckedForm(signUpSchema, result?.fieldErrors);
  if (result?.done) return <CheckYourEmail email={result.values?.email} />;
  return (
    <AuthForm intent="sign-up" error={result?.error} onSubmit={onSubmit}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField defaultValue={result?.values?.email} error={errors.email} />
      <PasswordField purpose="new" error={errors.password} />
      <FormField
        label="Full name"
        name="fullName"
        autoComplete="name"
        hint="Optional"
        defaultValue={result?.values?.fullName}
        error={errors.fullName}
      />
      <SubmitButton intent="sign-up" busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </AuthForm>
  );
}

function CheckYourEmail({ email }: { email?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-lg bg-muted px-6 py-8 text-center">
      <MailCheckIcon aria-hidden className="size-10 text-brand" />
      <h2 className="text-lg font-bold">Check your email</h2>
      <p className="text-sm text-muted-foreground">
        We sent a verification link to {email ? <strong className="text-foreground">{email}</strong> : "your address"}.
        Follow it to verify your account and sign in.
      </p>
    </div>
  );
}
