import { and, asc, count, desc, eq, gte, lt } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { auditLog } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, type AuditEntry, adminPageCount, type Paged } from "~/lib/admin";
import type { AuditAction } from "~/lib/audit";
import type { AuditFilters } from "~/lib/audit.schema";
import { addDays, storeMidnight } from "~/lib/store-time";

/** Who did it: a member of the back office, or the command line (no account). */
export type AuditActor = { userId: string | null; email: string };

export const COMMAND_LINE_ACTOR: AuditActor = { userId: null, email: "command line (admin:create)" };

/** Writes one audit row in the caller's transaction, so the change and its record commit together. */
export async function recordAudit(
  tx: Executor,
  entry: { actor: AuditActor; action: AuditAction; subject: string; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  const { id, actorEmail, action, subject, before, after, createdAt } = row;
  return { id, actorEmail, action, subject, before, after, createdAt };
}

/**
 * The audit log, newest first, one page at a time; `filters`: one member's rows, one action's, and days of the
 * store's calendar (Texas, as the log shows its times).
 */
export async function listAuditEntries(options: {
  page: number;
  filters?: AuditFilters;
  db?: Database;
}): Promise<Paged<AuditEntry>> {
  const db = options.db ?? (await getDb());
  const { member, action, from, to } = options.filters ?? {};
  const where = and(
    member ? eq(auditLog.actorEmail, member) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.createdAt, storeMidnight(from)) : undefined,
    to ? lt(auditLog.createdAt, storeMidnight(addDays(to, 1))) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map(toAuditEntry);
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}

/** Everyone who has a row in the log, by address: the log's member filter offers them. */
export async function listAuditMembers(options: { db?: Database } = {}): Promise<string[]> {
  const db = options.db ?? (await getDb());
  const rows = await db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.actorEmail));
  return rows.map((row) => row.email);
}
