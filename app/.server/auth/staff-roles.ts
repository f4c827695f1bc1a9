import { count, eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { staffMembers } from "~/.server/db/schema";
import type { StaffRole } from "~/lib/admin";

/** The back-office role of an account, or null for a shopper. */
export async function findStaffRole(options: { userId: string; db?: Database }): Promise<StaffRole | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.userId, options.userId));
  return row?.role ?? null;
}

/** Whether this account is the store's one owner: without it, nobody could manage the team. */
export async function isOnlyOwner(options: { userId: string; db?: Database }): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const [owners] = await db.select({ value: count() }).from(staffMembers).where(eq(staffMembers.role, "owner"));
  return owners?.value === 1 && (await findStaffRole(options)) === "owner";
}
