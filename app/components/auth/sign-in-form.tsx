import { Form, Link } from "react-router";
import { type AuthActionData, signInSchema } from "~/lib/auth";
import { FormAlert, FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useFormValidation } from "./use-form-validation";

type SignInFormProps = { redirectTo: string; result: AuthActionData | undefined; forgotHref: string };

export function SignInForm({ redirectTo, result, forgotHref }: SignInFormProps) {
  const { errors, onSubmit } = useFormValidation(signInSchema, result?.fieldErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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
        autoComplete="current-password"
        required
        error={errors.password}
        aside={
          <Link to={forgotHref} className="text-sm font-semibold text-brand-dark hover:underline">
            Forgot password?
          </Link>
        }
      />
      <SubmitButton intent="sign-in" busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </Form>
  );
}
