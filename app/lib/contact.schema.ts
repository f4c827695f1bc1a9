import { z } from "zod";
import { CONTACT_LIMITS } from "./contact";
import { type FieldErrors, formFields } from "./forms";

/** The contact form's schema and answers; the store's details and limits are in contact.ts. */

function requiredText(label: string, max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(1, `Please enter ${label}.`)
    .min(min, `${label[0]?.toUpperCase()}${label.slice(1)} must be at least ${min} characters.`)
    .max(max, `Please keep ${label} under ${max} characters.`);
}

/** The one schema of the contact form: the browser checks with it before sending, the action after. */
export const contactMessageSchema = z.object({
  name: requiredText("your name", CONTACT_LIMITS.name, 2),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(CONTACT_LIMITS.email, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  subject: requiredText("a subject", CONTACT_LIMITS.subject),
  message: requiredText("your message", CONTACT_LIMITS.message, 10),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS = Object.keys(contactMessageSchema.shape) as ContactField[];

/** The form's values as text, whatever was posted (redisplayed after a refusal). */
export function contactValues(form: FormData): Record<ContactField, string> {
  const fields = formFields(form, CONTACT_FIELDS);
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field] ?? ""])) as Record<
    ContactField,
    string
  >;
}

/** What the contact action answers; the page shows the matching state. */
export type ContactResult =
  | { status: "sent"; name: string }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<ContactField, string> }
  | { status: "limited"; message: string; values: Record<ContactField, string> };
