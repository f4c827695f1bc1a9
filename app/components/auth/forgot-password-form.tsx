import { Form, Link } from "react-router";
import { type AuthActionData, forgotPasswordSchema, RESET_LINK_SENT } from "~/lib/auth";
import { FormAlert, FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useFormValidation } from "./use-form-validation";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ result, backHref }: { result: AuthActionData | undefined; backHref: string }) {
  const { errors, onSubmit } = useFormValidation(forgotPasswordSchema, result?.fieldErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="forgot-password" />
      <div>
        <h2 className="font-bold">Reset your password</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter the email address of your account and we'll send you a link to choose a new password.
        </p>
      </div>
      {result?.done && <FormAlert tone="success">{RESET_LINK_SENT}</FormAlert>}
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
      <SubmitButton intent="forgot-password" busyLabel="Sending...">
        Send reset link
      </SubmitButton>
      <Link to={backHref} className="text-center text-sm font-semibold text-muted-foreground hover:text-foreground">
        Back to sign in
      </Link>
    </Form>
  );
}
