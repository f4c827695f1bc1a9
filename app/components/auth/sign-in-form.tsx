import { Link } from "react-router";
import { EmailField } from "~/components/form/email-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import type { AuthActionData } from "~/lib/auth";
import { signInSchema } from "~/lib/auth.schema";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./credential-fields";
import { SubmitButton } from "./submit-button";

type SignInFormProps = { redirectTo: string; result: AuthActionData | undefined; forgotHref: string };

export function SignInForm({ redirectTo, result, forgotHref }: SignInFormProps) {
  const { errors, onSubmit } = useCheckedForm(signInSchema, result?.fieldErrors);
  return (
    <AuthForm intent="sign-in" error={result?.error} onSubmit={onSubmit}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField defaultValue={result?.values?.email} error={errors.email} />
      <PasswordField
        purpose="current"
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
    </AuthForm>
  );
}
