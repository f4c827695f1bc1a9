import { useState } from "react";
import type { FieldErrors } from "~/lib/auth";
import { type FormSchema, fieldErrors } from "~/lib/auth.schema";

/**
 * Checks a form in the browser with the schema its action uses, before it is sent; the action checks
 * again (and is all there is before JavaScript loads). Errors come from either side, the first field with
 * one gets focus, and editing a field clears its error.
 */
export function useCheckedForm(schema: FormSchema, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  // A new answer from the server replaces what the browser found (set while rendering, so no stale frame).
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) return setErrors({});
    event.preventDefault();
    const found = fieldErrors(result.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }

  /** On the form: an edit anywhere clears the error of the field edited. */
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return { errors, onSubmit, onChange };
}
