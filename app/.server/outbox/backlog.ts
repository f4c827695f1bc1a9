import { count, eq, min } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { outboxMessages } from "~/.server/db/schema";

/** Messages waiting for delivery and the age of the oldest (seconds, 0 when none wait): the metrics' outbox gauges. */
export async function getOutboxBacklog(
  options: { db?: Database; now?: Date } = {},
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ pending: count(), oldest: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, "pending"));
  const now = options.now ?? new Date();
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: row?.pending ?? 0,
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
