import type * as React from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";

type AuthFormProps = {
  intent: string;
  /** The server's reason the last try failed. */
  error?: string;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  /** Above the error: the form's heading and explanation. */
  intro?: React.ReactNode;
  children: React.ReactNode;
};

/** A form of the /auth page: a real POST to its action (works before JavaScript), named by its intent. */
export function AuthForm({ intent, error, onSubmit, intro, children }: AuthFormProps) {
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {intro}
      {error && <FormAlert>{error}</FormAlert>}
      {children}
    </Form>
  );
}
