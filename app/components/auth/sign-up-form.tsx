import { MailCheckIcon } from "lucide-react";
import { Form } from "react-router";
import { type AuthActionData, MIN_PASSWORD_LENGTH, signUpSchema } from "~/lib/auth";
import { FormAlert, FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useFormValidation } from "./use-form-validation";

export function SignUpForm({ result }: { result: AuthActionData | undefined }) {
  const { errors, onSubmit } = useFormValidation(signUpSchema, result?.fieldErrors);
  if (result?.done) return <CheckYourEmail email={result.values?.email} />;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="sign-up" />
      {result?.error && <FormAlert>{result.error}</FormAlert>}
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values?.email}
        error={errors.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. Avoid common passwords.`}
        error={errors.password}
      />
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
    </Form>
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
