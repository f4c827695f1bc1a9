import type * as React from "react";
import { FormField } from "~/components/form/form-field";
import { MIN_PASSWORD_LENGTH } from "~/lib/auth";

type PasswordFieldProps = {
  /** "current" proves who is asking; "new" is chosen now and states the rule (password managers tell them apart). */
  purpose: "current" | "new";
  label?: string;
  name?: string;
  error?: string;
  aside?: React.ReactNode;
  className?: string;
};

/** The password field every account form shares, so each says the same thing and autofills the same way. */
export function PasswordField({ purpose, label = "Password", name = "password", ...props }: PasswordFieldProps) {
  return (
    <FormField
      label={label}
      name={name}
      type="password"
      autoComplete={purpose === "new" ? "new-password" : "current-password"}
      required
      hint={purpose === "new" ? `At least ${MIN_PASSWORD_LENGTH} characters. Avoid common passwords.` : undefined}
      {...props}
    />
  );
}
