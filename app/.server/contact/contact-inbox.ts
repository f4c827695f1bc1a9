import { asc, count, desc, eq, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { contactMessages, contactReplies } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, adminPageCount, type Paged } from "~/lib/admin";
import {
  CONTACT_STATUSES,
  type ContactMessageSummary,
  type ContactStatus,
  type ContactStatusCounts,
  type ContactThread,
} from "~/lib/contact-inbox";
import { UUID_PATTERN } from "~/lib/uuid";

const summaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  // Written out in full: inside a subquery, drizzle leaves column names unqualified and "id" would be the reply's.
  replyCount: sql<number>`(select count(*)::int from contact_replies where contact_replies.message_id = contact_messages.id)`,
};

/** The inbox, newest first, one page at a time: the messages in one state, or all of them. */
export async function listContactMessages(options: {
  status: ContactStatus | "all";
  page: number;
  db?: Database;
}): Promise<Paged<ContactMessageSummary>> {
  const db = options.db ?? (await getDb());
  const where = options.status === "all" ? undefined : eq(contactMessages.status, options.status);
  const [total] = await db.select({ value: count() }).from(contactMessages).where(where);
  const items = await db
    .select(summaryColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}

/** How many messages are new, answered and closed. */
export async function countContactMessages(options: { db?: Database } = {}): Promise<ContactStatusCounts> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select({ status: contactMessages.status, value: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as ContactStatusCounts;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** One message with the shop's answers, or null when there is no such message (any text is a fair id to try). */
export async function getContactThread(options: { id: string; db?: Database }): Promise<ContactThread | null> {
  if (!UUID_PATTERN.test(options.id)) return null;
  const db = options.db ?? (await getDb());
  const [message] = await db
    .select({ ...summaryColumns, message: contactMessages.message })
    .from(contactMessages)
    .where(eq(contactMessages.id, options.id));
  if (!message) return null;
  const replies = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      staffEmail: contactReplies.staffEmail,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, options.id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return { ...message, replies };
}
