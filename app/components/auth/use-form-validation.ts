import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "~/lib/auth";

/**
 * Checks a form with the schema the server uses before it is sent, so mistakes show at once; the server
 * checks again (and is all there is before JavaScript loads). The first field with a problem gets focus.
 */
export function useFormValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // A new answer from the server replaces what the browser found.
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setClientErrors(null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrors(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }

  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
