import { Link } from "react-router";
import { EmailField } from "~/components/form/email-field";
import { FormAlert } from "~/components/form/form-alert";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { type AuthActionData, RESET_LINK_SENT } from "~/lib/auth";
import { forgotPasswordSchema } from "~/lib/auth.schema";
import { AuthForm } from "./auth-form";
import { SubmitButton } from "./submit-button";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ result, backHref }: { result: AuthActionData | undefined; backHref: string }) {
  const { errors, onSubmit } = useCheckedForm(forgotPasswordSchema, result?.fieldErrors);
  return (
    <AuthForm
      intent="forgot-password"
      error={result?.error}
      onSubmit={onSubmit}
      intro={
        <>
          <div>
            <h2 className="font-bold">Reset your password</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Enter the email address of your account and we'll send you a link to choose a new password.
            </p>
          </div>
          {result?.done && <FormAlert tone="success">{RESET_LINK_SENT}</FormAlert>}
        </>
      }
    >
      <EmailField defaultValue={result?.values?.email} error={errors.email} />
      <SubmitButton intent="forgot-password" busyLabel="Sending...">
        Send reset link
      </SubmitButton>
      <Link to={backHref} className="text-center text-sm font-semibold text-muted-foreground hover:text-foreground">
        Back to sign in
      </Link>
    </AuthForm>
  );
}
