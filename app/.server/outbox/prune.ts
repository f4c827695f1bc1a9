import { and, eq, inArray, lt } from "drizzle-orm";
import type { Executor } from "~/.server/db/executor";
import { outboxMessages } from "~/.server/db/schema";

/**
 * Sent messages hold customers' names, addresses and e-mails; they are kept 30 days (long enough to
 * answer "did the automation get order 1042?" and to read mail at /dev/mail), then deleted.
 * Dead messages stay until someone has looked at them.
 */
export const SENT_RETENTION_MS = 30 * 24 * 3600_000;

const DELETE_BATCH = 1000;

/** Deletes sent messages older than the retention, topic by topic (the partial index on topic, sent_at). */
export async function pruneSentMessages(options: { db: Executor; topics: readonly string[]; now: Date }) {
  const before = new Date(options.now.getTime() - SENT_RETENTION_MS);
  let deleted = 0;
  for (const topic of options.topics) {
    for (;;) {
      const old = options.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.status, "sent"), eq(outboxMessages.topic, topic), lt(outboxMessages.sentAt, before)),
        )
        .limit(DELETE_BATCH);
      const rows = await options.db
        .delete(outboxMessages)
        .where(inArray(outboxMessages.id, old))
        .returning({ id: outboxMessages.id });
      deleted += rows.length;
      if (rows.length < DELETE_BATCH) break;
    }
  }
  return deleted;
}
