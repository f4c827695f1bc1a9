import type { Executor } from "~/.server/db/executor";
import { enqueueOutboxMessage } from "~/.server/outbox/enqueue";
import { EMAIL_TOPIC, type EmailMessage } from "./message";

/** Queues an e-mail in the caller's transaction; the outbox worker sends it (SMTP or the development mailbox). */
export async function queueEmail(tx: Executor, email: EmailMessage & { dedupeKey?: string }): Promise<void> {
  const { dedupeKey, ...message } = email;
  await enqueueOutboxMessage(tx, { topic: EMAIL_TOPIC, payload: message, dedupeKey });
}
