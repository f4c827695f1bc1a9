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

export function contactThanks(name: string): string {
  return `Thanks, ${name}! We received your message and will reply within one business day.`;
}

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

export function contactRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent several messages in a short time. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before sending another, or call us at ${STORE_CONTACT.phone}.`;
}
