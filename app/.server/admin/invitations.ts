import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { INVITATION_DAYS } from "~/lib/admin";
import { type Database, getDb } from "../db";
import { staffInvitations, staffMembers, user } from "../db/schema";
import { queueEmail } from "../mail/queue";
import { type AuditActor, recordAudit } from "./audit";
import { staffInvitationMessage } from "./emails";

const DAY_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationPath(token: string): string {
  return `/invitations/${token}`;
}

export type InviteStaffResult = { ok: true } | { ok: false; reason: string };

/** Invites an address to join as staff: the invitation, its e-mail and the audit row commit together. */
export async function inviteStaff(options: {
  actor: AuditActor;
  email: string;
  /** The store's origin, for the link in the e-mail. */
  origin: string;
  now?: Date;
  db?: Database;
}): Promise<InviteStaffResult> {
  const db = options.db ?? (await getDb());
  const email = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  const [member] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(user, eq(user.id, staffMembers.userId))
    .where(eq(user.email, email));
  if (member) return { ok: false, reason: `${email} is already on the team.` };

  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.insert(staffInvitations).values({
      email,
      tokenHash: hashToken(token),
      invitedBy: options.actor.userId,
      expiresAt,
      createdAt: now,
    });
    const url = new URL(invitationPath(token), options.origin).toString();
    await queueEmail(tx, staffInvitationMessage({ to: email, url, invitedBy: options.actor.email }));
    await recordAudit(tx, {
      actor: options.actor,
      action: "staff.invited",
      subject: email,
      after: { email, role: "staff", expiresAt: expiresAt.toISOString() },
    });
  });
  return { ok: true };
}

export type PendingInvitation = { id: string; email: string; expiresAt: Date };

/** Invitations not accepted yet and still valid, newest first. */
export async function listPendingInvitations(
  options: { now?: Date; db?: Database } = {},
): Promise<PendingInvitation[]> {
  const db = options.db ?? (await getDb());
  return db
    .select({ id: staffInvitations.id, email: staffInvitations.email, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, options.now ?? new Date())))
    .orderBy(desc(staffInvitations.createdAt));
}

/** The address a valid, unused invitation is for; null when the link is unknown, used or expired. */
export async function findInvitation(options: {
  token: string;
  now?: Date;
  db?: Database;
}): Promise<{ email: string } | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ email: staffInvitations.email })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(options.token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, options.now ?? new Date()),
      ),
    );
  return row ?? null;
}

export type AcceptInvitationResult = { ok: true } | { ok: false; reason: "gone" | "other-account" };

/**
 * Makes the signed-in account staff, once: the invitation is spent in the same transaction. Only the
 * account with the invited address, verified, may accept (the link alone could have been forwarded).
 */
export async function acceptInvitation(options: {
  token: string;
  account: { id: string; email: string; emailVerified: boolean };
  now?: Date;
  db?: Database;
}): Promise<AcceptInvitationResult> {
  const db = options.db ?? (await getDb());
  const { account } = options;
  const now = options.now ?? new Date();
  const invitation = await findInvitation({ token: options.token, now, db });
  if (!invitation) return { ok: false, reason: "gone" };
  if (invitation.email !== account.email.toLowerCase() || !account.emailVerified) {
    return { ok: false, reason: "other-account" };
  }
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.tokenHash, hashToken(options.token)), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (!spent) return { ok: false, reason: "gone" } as const;
    // An owner who follows a staff invitation stays an owner.
    const joined = await tx
      .insert(staffMembers)
      .values({ userId: account.id, role: "staff", createdAt: now })
      .onConflictDoNothing()
      .returning({ role: staffMembers.role });
    if (joined.length > 0) {
      await recordAudit(tx, {
        actor: { userId: account.id, email: account.email },
        action: "staff.joined",
        subject: account.email,
        before: null,
        after: { role: "staff" },
      });
    }
    return { ok: true } as const;
  });
}
