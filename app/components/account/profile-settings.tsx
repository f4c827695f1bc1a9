import { Form } from "react-router";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { profileSchema } from "~/lib/auth.schema";
import { SettingsSection, useAccountResult } from "./settings-section";

export function ProfileSettings({ displayName, avatarUrl }: { displayName: string | null; avatarUrl: string | null }) {
  const result = useAccountResult("update-profile");
  const { errors, onSubmit } = useCheckedForm(profileSchema, result?.fieldErrors);
  return (
    <SettingsSection title="Profile" description="How your account greets you.">
      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="update-profile" />
        <FormField
          label="Display name"
          name="displayName"
          autoComplete="name"
          defaultValue={displayName ?? ""}
          error={errors.displayName}
        />
        <FormField
          label="Avatar URL"
          name="avatarUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={avatarUrl ?? ""}
          error={errors.avatarUrl}
        />
        <div className="sm:col-span-2">
          <SubmitButton
            intent="update-profile"
            busyLabel="Saving..."
            className="w-full sm:w-auto sm:justify-self-start"
          >
            Save profile
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}
