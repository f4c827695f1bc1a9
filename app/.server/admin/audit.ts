import { count, desc } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AuditEntry, adminPageCount, type Paged } from "~/lib/admin";
import { type Database, getDb } from "../db";
import { auditLog } from "../db/schema";
import type { Executor } from "../outbox/enqueue";

/** Who did it: a member of the back office, or the command line (no account). */
export type AuditActor = { userId: string | null; email: string };

export const COMMAND_LINE_ACTOR: AuditActor = { userId: null, email: "command line (admin:create)" };

/** Writes one audit row in the caller's transaction, so the change and its record commit together. */
export async function recordAudit(
  tx: Executor,
  entry: { actor: AuditActor; action: string; subject: string; before?: unknown; after?: unknown },
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

/** The audit log, newest first, one page at a time. */
export async function listAuditEntries(options: { page: number; db?: Database }): Promise<Paged<AuditEntry>> {
  const db = options.db ?? (await getDb());
  const [total] = await db.select({ value: count() }).from(auditLog);
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map(toAuditEntry);
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}
