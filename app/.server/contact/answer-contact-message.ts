import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { contactMessages, contactReplies } from "~/.server/db/schema";
import { queueEmail } from "~/.server/mail/queue";
import { getStoreEmail } from "~/.server/settings/store-settings";
import type { ContactStatus } from "~/lib/contact-inbox";
import { contactReplyEmail } from "./contact-reply-email";

/** What a change did; an answer also says where it was sent. */
export type ContactChange<Done extends object = object> = ({ ok: true } & Done) | { ok: false; reason: string };

const NOT_FOUND = { ok: false, reason: "This message no longer exists." } as const;

/**
 * The shop answers a contact message: the answer joins the thread, the message becomes answered, the e-mail
 * to the customer (Reply-To the shop) is queued and the audit log records it, all in one transaction.
 */
export async function answerContactMessage(options: {
  id: string;
  body: string;
  actor: AuditActor;
  /** The shop's address for Reply-To; by default the store's setting. */
  storeEmail?: string;
  db?: Database;
}): Promise<ContactChange<{ to: string }>> {
  const db = options.db ?? (await getDb());
  return db.transaction(async (tx) => {
    // Locked: two members answering at once each send their answer, one after the other.
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, options.id)).for("update");
    if (!message) return NOT_FOUND;
    const storeEmail = options.storeEmail ?? (await getStoreEmail({ db: tx }));
    await tx.insert(contactReplies).values({
      messageId: message.id,
      body: options.body,
      staffUserId: options.actor.userId,
      staffEmail: options.actor.email,
    });
    await tx
      .update(contactMessages)
      .set({ status: "answered", updatedAt: new Date() })
      .where(eq(contactMessages.id, message.id));
    await queueEmail(tx, contactReplyEmail({ message, body: options.body, storeEmail }));
    await recordAudit(tx, {
      actor: options.actor,
      action: "message.answered",
      subject: `message ${message.id}`,
      before: { status: message.status },
      after: { status: "answered", to: message.email },
    });
    return { ok: true, to: message.email };
  });
}

/** Closes a message (nothing left to do) or opens it again as new; the audit log records it. */
export async function setContactMessageStatus(options: {
  id: string;
  status: Extract<ContactStatus, "new" | "closed">;
  actor: AuditActor;
  db?: Database;
}): Promise<ContactChange> {
  const db = options.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, options.id))
      .for("update");
    if (!message) return NOT_FOUND;
    if (message.status === options.status) return { ok: true };
    await tx
      .update(contactMessages)
      .set({ status: options.status, updatedAt: new Date() })
      .where(eq(contactMessages.id, options.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: options.status === "closed" ? "message.closed" : "message.reopened",
      subject: `message ${options.id}`,
      before: { status: message.status },
      after: { status: options.status },
    });
    return { ok: true };
  });
}
