import { FormField } from "./form-field";

/** The e-mail field of every form that asks for one (accounts, back-in-stock alerts): same label, same autofill. */
export function EmailField(props: { defaultValue?: string; error?: string; className?: string }) {
  return <FormField label="Email" name="email" type="email" autoComplete="email" required {...props} />;
}
