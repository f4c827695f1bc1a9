import { Form } from "react-router";
import { PasswordField } from "~/components/auth/credential-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { changePasswordSchema } from "~/lib/auth.schema";
import { SettingsSection, useAccountResult } from "./settings-section";

export function PasswordSettings({ hasPassword }: { hasPassword: boolean }) {
  const result = useAccountResult("change-password");
  const { errors, onSubmit } = useCheckedForm(changePasswordSchema, result?.fieldErrors);
  if (!hasPassword) {
    return (
      <SettingsSection title="Password">
        <p className="text-sm text-muted-foreground">
          You sign in with Google or GitHub. To add a password, use 'Forgot password?' on the sign-in page.
        </p>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title="Password" description="Changing it signs you out on your other devices.">
      {/* A fresh form after a change, so no password stays in the fields. */}
      <Form
        key={result?.done ? "changed" : "form"}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField
          purpose="current"
          label="Current password"
          name="currentPassword"
          error={errors.currentPassword}
        />
        <PasswordField purpose="new" label="New password" name="newPassword" error={errors.newPassword} />
        <div className="sm:col-span-2">
          <SubmitButton
            intent="change-password"
            busyLabel="Changing password..."
            className="w-full sm:w-auto sm:justify-self-start"
          >
            Change password
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}
