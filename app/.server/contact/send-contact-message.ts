import { type Database, getDb } from "~/.server/db";
import { contactMessages } from "~/.server/db/schema";
import { queueEmail } from "~/.server/mail/queue";
import { checkRateLimits, type RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { getRateLimitStore } from "~/.server/rate-limit/default-store";
import { CONTACT_RATE_LIMIT, contactRateLimitMessage } from "~/lib/contact";
import { type ContactField, type ContactResult, contactMessageSchema } from "~/lib/contact.schema";
import { fieldErrors } from "~/lib/forms";
import { contactEmail } from "./contact-email";

export type ContactOutcome = { result: ContactResult; status: 200 | 400 | 429 };

/**
 * A message from the contact form, as the route read it. A filled honeypot gets the same answer
 * as a real message and nothing is stored. A valid message counts against its address's hourly limit, then is stored and queued
 * as an e-mail to the store in one transaction: either both happen or neither does.
 */
export async function sendContactMessage(options: {
  values: Record<ContactField, string>;
  /** The hidden field only bots fill in. */
  honeypot: string;
  /** The address the server saw; messages from one address share one limit. */
  clientIp: string | undefined;
  storeEmail: string;
  db?: Database;
  rateLimitStore?: RateLimitStore;
}): Promise<ContactOutcome> {
  const { values, honeypot, clientIp, storeEmail } = options;
  if (honeypot.trim()) {
    return { result: { status: "sent", name: values.name.trim() }, status: 200 };
  }
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) {
    return { result: { status: "invalid", fieldErrors: fieldErrors(parsed.error), values }, status: 400 };
  }

  const limit = await checkRateLimits({
    store: options.rateLimitStore ?? (await getRateLimitStore()),
    scope: "contact",
    rules: { perIp: CONTACT_RATE_LIMIT },
    ip: clientIp,
  });
  if (!limit.allowed) {
    const message = contactRateLimitMessage(limit.retryAfterSeconds);
    return { result: { status: "limited", message, values }, status: 429 };
  }

  const message = parsed.data;
  const db = options.db ?? (await getDb());
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    await queueEmail(tx, contactEmail(message, storeEmail));
  });
  return { result: { status: "sent", name: message.name }, status: 200 };
}
