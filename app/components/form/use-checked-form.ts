import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, type FormSchema, fieldErrors } from "~/lib/forms";

type CheckedFormOptions<Refusal> = {
  /**
   * What of a failed check stops the form in the browser, handed back by `onSubmit`; null lets the form go on for
   * its action to answer. Unless given, every failure stops it.
   */
  refusal?: (error: z.ZodError) => Refusal | null;
  /** A stopped form moves focus to its first field with an error, unless this is false. */
  focusFirstError?: boolean;
};

/**
 * Checks a form in the browser with the schema its action uses, before it is sent; the action checks
 * again (and is all there is before JavaScript loads). Errors come from either side, the first field with
 * one gets focus (unless `focusFirstError` is false), and editing a field clears its error.
 */
export function useCheckedForm<Refusal = z.ZodError>(
  schema: FormSchema,
  serverErrors: FieldErrors | undefined,
  { refusal = (error) => error as Refusal, focusFirstError = true }: CheckedFormOptions<Refusal> = {},
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  // A new answer from the server replaces what the browser found (set while rendering, so no stale frame).
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
  }

  /** Checks the form; what stopped it (its sending prevented), or null when it goes on. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>): Refusal | null {
    const form = event.currentTarget;
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    const stopped = result.success ? null : refusal(result.error);
    if (result.success || stopped === null) {
      setErrors({});
      return null;
    }
    event.preventDefault();
    const found = fieldErrors(result.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    const field = focusFirstError && first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    return stopped;
  }

  /** On the form: an edit anywhere clears the error of the field edited. */
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return { errors, onSubmit, onChange };
}
