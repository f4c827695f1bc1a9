import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { COMMAND_LINE_ACTOR, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { staffMembers, user, verification } from "~/.server/db/schema";
import { createProfile } from "~/.server/profiles/profiles";

/** Where the one-time link lands: the store's own "choose a new password" page. */
const SET_PASSWORD_PATH = "/auth/reset-password";
const LINK_SECONDS = 60 * 60;

export type CreateOwnerResult = { created: boolean; email: string; link: string };

/**
 * Makes an account the store's owner: creates it, verified, when the address has none, or
 * promotes the existing one. Answers a one-time link that lets whoever ran the command choose the password:
 * a token in Better Auth's own password-reset form (`reset-password:{token}` in `verification`, one hour),
 * written here because the command runs without the web build's auth module when the store is stopped.
 */
export async function createOwner(options: {
  email: string;
  origin: string;
  db?: Database;
}): Promise<CreateOwnerResult> {
  const db = options.db ?? (await getDb());
  const email = options.email.trim().toLowerCase();
  const token = randomBytes(24).toString("base64url");
  const created = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = existing?.id ?? randomBytes(16).toString("hex");
    if (existing) {
      await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    } else {
      await tx.insert(user).values({ id: userId, email, name: "", emailVerified: true });
      await createProfile({ db: tx as Database, userId, displayName: null, avatarUrl: null });
    }
    const [before] = await tx
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.userId, userId));
    if (before?.role !== "owner") {
      await tx
        .insert(staffMembers)
        .values({ userId, role: "owner" })
        .onConflictDoUpdate({ target: staffMembers.userId, set: { role: "owner" } });
      await recordAudit(tx, {
        actor: COMMAND_LINE_ACTOR,
        action: existing ? "owner.promoted" : "owner.created",
        subject: email,
        before: before ?? null,
        after: { role: "owner" },
      });
    }
    await tx.insert(verification).values({
      id: randomBytes(16).toString("hex"),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + LINK_SECONDS * 1000),
    });
    return !existing;
  });
  const link = new URL(`/api/auth/reset-password/${token}`, options.origin);
  link.searchParams.set("callbackURL", SET_PASSWORD_PATH);
  return { created, email, link: link.toString() };
}
