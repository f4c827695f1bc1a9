import { z } from "zod";

/** Fields the back office's editors share (products, articles), with their messages. */

/** A text field, trimmed, at most `max` characters; with `required`, also at least one (and its message when absent). */
export function textField(options: { max: number; tooLong: string; required?: string }) {
  const base = z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .max(options.max, { error: options.tooLong });
  return options.required ? base.min(1, { error: options.required }) : base;
}

/** An address's last part: lower-case letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * An editor's Address field: trimmed and lower-cased, empty (the editor then makes one from the name) or a slug of
 * at most `max` characters; `example` shows the form in the message.
 */
export function optionalSlugField(options: { max: number; example: string }) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .default("")
    .pipe(
      z.union([
        z.literal(""),
        z
          .string()
          .max(options.max, { error: `Keep the address to ${options.max} characters or fewer.` })
          .regex(SLUG_PATTERN, {
            error: `Use lower-case letters, digits and single hyphens, like ${options.example}.`,
          }),
      ]),
    );
}
