import { and, asc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { staffMembers, user } from "~/.server/db/schema";
import type { TeamMember } from "~/lib/admin";
import { expirePendingInvitations } from "./invitations";

/** Everyone with a role, owners first, then by address. */
export async function listStaff(options: { db?: Database } = {}): Promise<TeamMember[]> {
  const db = options.db ?? (await getDb());
  return db
    .select({ userId: staffMembers.userId, email: user.email, role: staffMembers.role, since: staffMembers.createdAt })
    .from(staffMembers)
    .innerJoin(user, eq(user.id, staffMembers.userId))
    .orderBy(asc(staffMembers.role), asc(user.email));
}

export type RemoveStaffResult = { ok: true } | { ok: false; reason: string };

/**
 * Takes a staff member's role away (the account stays, as a shopper's), and ends their pending invitations so
 * no older link brings them back (decision 204). Owners are not removed here: a store must never lose its
 * last owner from a click.
 */
export async function removeStaff(options: {
  actor: AuditActor;
  userId: string;
  db?: Database;
}): Promise<RemoveStaffResult> {
  const db = options.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffMembers)
      .where(and(eq(staffMembers.userId, options.userId), eq(staffMembers.role, "staff")))
      .returning({ role: staffMembers.role });
    if (!removed) return { ok: false, reason: "There is no staff member like that to remove." };
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, options.userId));
    if (account) await expirePendingInvitations(tx, { email: account.email, now: new Date() });
    await recordAudit(tx, {
      actor: options.actor,
      action: "staff.removed",
      subject: account?.email ?? options.userId,
      before: { role: removed.role },
      after: null,
    });
    return { ok: true };
  });
}
