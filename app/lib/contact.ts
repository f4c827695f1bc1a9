import { z } from "zod";
import { type FieldErrors, formFields } from "./auth";
import { LOCAL_DELIVERY_CITY } from "./site";

/** The store's own contact details, shown on /contact and quoted by the policy pages. */
export const STORE_CONTACT = {
  email: "support@charge-supplements.example",
  phone: "(325) 555-0142",
  /** The returns desk too: parcels come back here. */
  addressLines: ["Charge Supplements", "2214 Sherwood Way, Suite 110", `${LOCAL_DELIVERY_CITY} 76901`],
  hours: [
    { days: "Monday – Friday", time: "9:00 AM – 6:00 PM CT" },
    { days: "Saturday", time: "10:00 AM – 4:00 PM CT" },
    { days: "Sunday", time: "Closed" },
  ],
} as const;

/** The honeypot's field name: a word bots like to fill in, never shown to people. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

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

export function contactThanks(name: string): string {
  return `Thanks, ${name}! We received your message and will reply within one business day.`;
}

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

export function contactRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent several messages in a short time. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before sending another, or call us at ${STORE_CONTACT.phone}.`;
}

/** What the contact action answers; the page shows the matching state. */
export type ContactResult =
  | { status: "sent"; name: string }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<ContactField, string> }
  | { status: "limited"; message: string; values: Record<ContactField, string> };
