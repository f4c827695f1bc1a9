import type { z } from "zod";

/*
 * What every zod-checked form shares, in the browser (`useCheckedForm`) and in its action. The imports of zod here
 * are types only, so any module may import this one without bringing zod to a page.
 */

/** A form's messages by field name, beside its fields; `form` holds one about the whole form. */
export type FieldErrors = Partial<Record<string, string>>;

/** Any schema a form is checked with (`useCheckedForm`). */
export type FormSchema = z.ZodType;

/**
 * The first message per form field, keyed by the first part of the issue's path. `flat` names an object of the
 * schema whose fields the form posts under their own names: checkout's `customer.city` is the form's `city`.
 */
export function fieldErrors(error: z.ZodError, { flat }: { flat?: string } = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const key = flat !== undefined && first === flat && typeof second === "string" ? second : String(first ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Reads named text fields from a form; anything else (files, missing) becomes undefined. */
export function formFields<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Record<Name, string | undefined> {
  const entries = names.map((name) => {
    const value = form.get(name);
    return [name, typeof value === "string" ? value : undefined] as const;
  });
  return Object.fromEntries(entries) as Record<Name, string | undefined>;
}
