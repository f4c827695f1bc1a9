import { ShieldCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import type { AuthActionData } from "~/lib/auth";
import { twoFactorCodeSchema } from "~/lib/auth.schema";
import { AuthForm } from "./auth-form";
import { SubmitButton } from "./submit-button";

/** The second step of signing in when two-factor authentication is on. */
type TwoFactorFormProps = { redirectTo: string; result: AuthActionData | undefined; backHref: string };

export function TwoFactorForm({ redirectTo, result, backHref }: TwoFactorFormProps) {
  const { errors, onSubmit } = useCheckedForm(twoFactorCodeSchema, result?.fieldErrors);
  return (
    <AuthForm
      intent="two-factor"
      error={result?.error}
      onSubmit={onSubmit}
      intro={
        <div className="flex items-start gap-3 rounded-md bg-muted p-4">
          <ShieldCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
          <div>
            <h2 className="font-bold">Two-factor authentication</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Enter the 6-digit code from your authenticator app, or one of your backup codes.
            </p>
          </div>
        </div>
      }
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        error={errors.code}
      />
      <SubmitButton intent="two-factor" busyLabel="Verifying...">
        Verify
      </SubmitButton>
      <Link to={backHref} className="text-center text-sm font-semibold text-muted-foreground hover:text-foreground">
        Back to sign in
      </Link>
    </AuthForm>
  );
}
