import { Form } from "react-router";
import { PasswordField } from "~/components/auth/credential-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormAlert } from "~/components/form/form-alert";
import { SettingsSection, useAccountResult } from "./settings-section";

/** Deleting needs the password (or a sign-in of the last five minutes without one) and an explicit confirmation. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const result = useAccountResult("delete-account");
  return (
    <SettingsSection
      title="Delete account"
      tone="danger"
      description="Deletes your profile, favourites and sign-in details for good. Orders stay on record for the store."
    >
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="delete-account" />
        {result?.error && <FormAlert>{result.error}</FormAlert>}
        {hasPassword && (
          <PasswordField
            purpose="current"
            label="Your password"
            className="sm:max-w-sm"
            error={result?.fieldErrors?.password}
          />
        )}
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-invalid={result?.fieldErrors?.confirm ? true : undefined}
              className="size-4 accent-destructive"
            />
            I understand my account cannot be restored
          </label>
          {result?.fieldErrors?.confirm && (
            <p className="text-sm font-medium text-destructive">{result.fieldErrors.confirm}</p>
          )}
        </div>
        <SubmitButton
          intent="delete-account"
          busyLabel="Deleting account..."
          className="w-full bg-destructive hover:bg-destructive/90 sm:w-auto sm:justify-self-start"
        >
          Delete my account
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}
