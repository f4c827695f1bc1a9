import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type AssuranceLevel, hasVerifiedSecondFactor } from "~/.server/auth/assurance";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { staffInvitations, staffMembers, user } from "~/.server/db/schema";
import { queueEmail } from "~/.server/mail/queue";
import { INVITATION_DAYS } from "~/lib/admin";
import { staffInvitationMessage } from "./emails";

const DAY_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationPath(token: string): string {
  return `/invitations/${token}`;
}

/**
 * Ends every pending invitation to an address (decision 204): its links stop working from `now`. The caller's
 * transaction holds the change that makes them stale (a new invitation, a removal, an acceptance).
 */
export async function expirePendingInvitations(tx: Executor, options: { email: string; now: Date }): Promise<number> {
  const expired = await tx
    .update(staffInvitations)
    .set({ expiresAt: options.now })
    .where(
      and(
        eq(staffInvitations.email, options.email.toLowerCase()),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, options.now),
      ),
    )
    .returning({ id: staffInvitations.id });
  return expired.length;
}

export type InviteStaffResult = { ok: true } | { ok: false; reason: string };

/**
 * Invites an address to join as staff: the invitation, its e-mail and the audit row commit together. A pending
 * invitation to the same address is replaced, so one link at most can make that address staff.
 */
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
    const replaced = await expirePendingInvitations(tx, { email, now });
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
      after: { email, role: "staff", expiresAt: expiresAt.toISOString(), replaced },
    });
  });
  return { ok: true };
}

export type WithdrawInvitationResult = { ok: true; email: string } | { ok: false; reason: string };

/** An owner takes back a pending invitation: its link stops working, and the audit log says who did it. */
export async function withdrawInvitation(options: {
  actor: AuditActor;
  invitationId: string;
  now?: Date;
  db?: Database;
}): Promise<WithdrawInvitationResult> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(staffInvitations)
      .set({ expiresAt: now })
      .where(
        and(
          eq(staffInvitations.id, options.invitationId),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ email: staffInvitations.email, expiresAt: staffInvitations.expiresAt });
    if (!withdrawn) return { ok: false, reason: "That invitation was already used, withdrawn or expired." } as const;
    await recordAudit(tx, {
      actor: options.actor,
      action: "staff.invitation-withdrawn",
      subject: withdrawn.email,
      before: { email: withdrawn.email, role: "staff" },
      after: null,
    });
    return { ok: true, email: withdrawn.email } as const;
  });
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

/** The signed-in account, as its session reads it (SessionUser has these fields). */
export type InvitationAccount = {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  assurance: { current: AssuranceLevel };
};

export type InvitationStanding = "ready" | "other-account" | "two-factor-off" | "code-sign-in";

/**
 * Whether this signed-in account may accept an invitation to `email` now: only the account with the invited
 * address, verified (the link alone could have been forwarded), with two-factor on and this session signed in
 * with a code, so a role is never held by an account its password alone opens (decision 203).
 */
export function invitationStanding(options: { email: string; account: InvitationAccount }): InvitationStanding {
  const { email, account } = options;
  if (email !== account.email.toLowerCase() || !account.emailVerified) return "other-account";
  if (!account.twoFactorEnabled) return "two-factor-off";
  return hasVerifiedSecondFactor(account) ? "ready" : "code-sign-in";
}

export type AcceptInvitationResult =
  | { ok: true }
  | { ok: false; reason: "gone" | Exclude<InvitationStanding, "ready"> };

/**
 * Makes the signed-in account staff, once: the invitation, and any other pending one to the address, is spent
 * in the same transaction.
 */
export async function acceptInvitation(options: {
  token: string;
  account: InvitationAccount;
  now?: Date;
  db?: Database;
}): Promise<AcceptInvitationResult> {
  const db = options.db ?? (await getDb());
  const { account } = options;
  const now = options.now ?? new Date();
  const invitation = await findInvitation({ token: options.token, now, db });
  if (!invitation) return { ok: false, reason: "gone" };
  const standing = invitationStanding({ email: invitation.email, account });
  if (standing !== "ready") return { ok: false, reason: standing };
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.tokenHash, hashToken(options.token)), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (!spent) return { ok: false, reason: "gone" } as const;
    await expirePendingInvitations(tx, { email: invitation.email, now });
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
