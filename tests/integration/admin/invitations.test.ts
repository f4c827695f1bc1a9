import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  acceptInvitation,
  findInvitation,
  inviteStaff,
  listPendingInvitations,
  withdrawInvitation,
} from "~/.server/admin/invitations";
import { listStaff, removeStaff } from "~/.server/admin/staff";
import { listAuditEntries } from "~/.server/audit/audit-log";
import { readSession } from "~/.server/auth/session";
import { findStaffRole } from "~/.server/auth/staff-roles";
import { staffInvitations, staffMembers, user } from "~/.server/db/schema";
import { ADMIN_MESSAGES } from "~/lib/admin";
import * as invitationRoute from "~/routes/invitations.$token";
import { enrolSecondFactor, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { browserHeaders, createVerifiedUser, firstLink, mailsTo, ORIGIN } from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";

vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const OWNER = { userId: "owner-1", email: "owner@shop.example" };

async function insertOwner() {
  await t.db.insert(user).values({ id: OWNER.userId, email: OWNER.email, name: "Owner", emailVerified: true });
  await t.db.insert(staffMembers).values({ userId: OWNER.userId, role: "owner" });
}

/** Invites the address and answers the token from the e-mail's link. */
async function invite(email: string): Promise<string> {
  expect(await inviteStaff({ db: t.db, actor: OWNER, email, origin: ORIGIN })).toEqual({ ok: true });
  const [mail] = await mailsTo(t.db, email.toLowerCase());
  expect(mail?.subject).toBe("You're invited to the Charge Supplements back office");
  const link = new URL(firstLink(mail?.text ?? ""));
  expect(link.origin + link.pathname.replace(/[^/]+$/, "")).toBe(`${ORIGIN}/invitations/`);
  return link.pathname.split("/").at(-1) ?? "";
}

describe("staff invitations", () => {
  it("e-mails a link that only the invited, signed-in account can accept, once; the audit log records both", async () => {
    await insertOwner();
    const token = await invite("Clerk@Example.com");
    expect(await listPendingInvitations({ db: t.db })).toEqual([
      expect.objectContaining({ email: "clerk@example.com" }),
    ]);
    const path = `/invitations/${token}`;
    const load = (cookie?: string) =>
      outcome(async () =>
        invitationRoute.loader({ request: pageRequest(path, { cookie }), params: { token }, context: {} } as never),
      );
    const accept = (cookie?: string) =>
      outcome(async () =>
        invitationRoute.action({
          request: pageRequest(path, { cookie, form: {} }),
          params: { token },
          context: {},
        } as never),
      );

    expect(await load()).toMatchObject({ status: 200, data: { email: "clerk@example.com", state: "signed-out" } });
    expect(await accept()).toEqual({ status: 302, location: `/auth?${new URLSearchParams({ redirectTo: path })}` });

    const stranger = await createVerifiedUser(app.auth, t.db, "stranger@example.com");
    expect(await load(stranger.cookie)).toMatchObject({ data: { state: "other-account" } });
    expect((await accept(stranger.cookie)).status).toBe(403);
    expect(await findStaffRole({ db: t.db, userId: stranger.user.id })).toBeNull();

    // The password alone gives no role: two-factor is on, and this session signed in with a code, first.
    const clerk = await createVerifiedUser(app.auth, t.db, "clerk@example.com");
    expect(await load(clerk.cookie)).toMatchObject({ data: { state: "two-factor-off" } });
    expect((await accept(clerk.cookie)).status).toBe(403);
    expect(await findStaffRole({ db: t.db, userId: clerk.user.id })).toBeNull();
    clerk.cookie = await enrolSecondFactor(app.auth, clerk.cookie);
    expect(await load(clerk.cookie)).toMatchObject({ data: { state: "ready", refusal: null } });
    expect(await accept(clerk.cookie)).toEqual({ status: 302, location: "/admin" });
    expect(await findStaffRole({ db: t.db, userId: clerk.user.id })).toBe("staff");
    // Spent: the link answers 404 with its reason, and no longer shows as pending.
    expect(await accept(clerk.cookie)).toEqual({ status: 404, data: ADMIN_MESSAGES.invitationGone });
    expect(await load(clerk.cookie)).toEqual({ status: 404, data: ADMIN_MESSAGES.invitationGone });
    expect(await listPendingInvitations({ db: t.db })).toEqual([]);

    const { items } = await listAuditEntries({ db: t.db, page: 1 });
    expect(
      items.map(({ actorEmail, action, subject, before, after }) => ({ actorEmail, action, subject, before, after })),
    ).toEqual([
      {
        actorEmail: "clerk@example.com",
        action: "staff.joined",
        subject: "clerk@example.com",
        before: null,
        after: { role: "staff" },
      },
      {
        actorEmail: OWNER.email,
        action: "staff.invited",
        subject: "clerk@example.com",
        before: null,
        after: expect.objectContaining({ email: "clerk@example.com", role: "staff" }),
      },
    ]);
  });

  it("expire after seven days, and are not sent to someone already on the team", async () => {
    await insertOwner();
    const token = await invite("late@example.com");
    const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await findInvitation({ db: t.db, token, now: eightDays })).toBeNull();
    expect(await findInvitation({ db: t.db, token: "not-a-token" })).toBeNull();
    expect(await inviteStaff({ db: t.db, actor: OWNER, email: OWNER.email, origin: ORIGIN })).toEqual({
      ok: false,
      reason: "owner@shop.example is already on the team.",
    });
  });
});

describe("one pending invitation per address", () => {
  it("a new invitation replaces the pending one, and a withdrawn one stops working, audited", async () => {
    await insertOwner();
    const first = await invite("clerk@example.com");
    const second = await invite("clerk@example.com");
    expect(await findInvitation({ db: t.db, token: first })).toBeNull();
    expect(await findInvitation({ db: t.db, token: second })).toEqual({ email: "clerk@example.com" });
    const [pending, ...others] = await listPendingInvitations({ db: t.db });
    expect(others).toEqual([]);

    expect(await withdrawInvitation({ db: t.db, actor: OWNER, invitationId: pending?.id ?? "" })).toEqual({
      ok: true,
      email: "clerk@example.com",
    });
    expect(await findInvitation({ db: t.db, token: second })).toBeNull();
    expect(await withdrawInvitation({ db: t.db, actor: OWNER, invitationId: pending?.id ?? "" })).toMatchObject({
      ok: false,
    });
    const { items } = await listAuditEntries({ db: t.db, page: 1 });
    expect(items.map(({ action, subject, after }) => ({ action, subject, after }))).toEqual([
      { action: "staff.invitation-withdrawn", subject: "clerk@example.com", after: null },
      { action: "staff.invited", subject: "clerk@example.com", after: expect.objectContaining({ replaced: 1 }) },
      { action: "staff.invited", subject: "clerk@example.com", after: expect.objectContaining({ replaced: 0 }) },
    ]);
  });

  it("accepting or removing ends every other link to the address, even one left from before", async () => {
    await insertOwner();
    const token = await invite("clerk@example.com");
    // A second pending link to the address, as a store made them before invitations replaced each other.
    const older = { token: "an-older-link", row: { email: "clerk@example.com", invitedBy: OWNER.userId } };
    const pendingAgain = () =>
      t.db
        .insert(staffInvitations)
        .values({ ...older.row, tokenHash: sha256(older.token), expiresAt: new Date(Date.now() + 86_400_000) })
        .onConflictDoUpdate({
          target: staffInvitations.tokenHash,
          set: { acceptedAt: null, expiresAt: new Date(Date.now() + 86_400_000) },
        });
    await pendingAgain();
    expect(await listPendingInvitations({ db: t.db })).toHaveLength(2);

    const clerk = await createVerifiedUser(app.auth, t.db, "clerk@example.com");
    const cookie = await enrolSecondFactor(app.auth, clerk.cookie);
    const account = await readSession({ auth: app.auth, headers: browserHeaders({ cookie }) });
    if (!account) throw new Error("no session");
    expect(await acceptInvitation({ db: t.db, token, account })).toEqual({ ok: true });
    expect(await listPendingInvitations({ db: t.db })).toEqual([]);
    expect(await findInvitation({ db: t.db, token: older.token })).toBeNull();

    // A link still pending when the member is removed stops working with the removal.
    await pendingAgain();
    expect(await removeStaff({ db: t.db, actor: OWNER, userId: clerk.user.id })).toEqual({ ok: true });
    expect(await findInvitation({ db: t.db, token: older.token })).toBeNull();
    expect(await acceptInvitation({ db: t.db, token: older.token, account })).toEqual({ ok: false, reason: "gone" });
    expect(await findStaffRole({ db: t.db, userId: clerk.user.id })).toBeNull();
  });
});

describe("removing staff", () => {
  it("takes the role away with an audit row; an owner cannot be removed", async () => {
    await insertOwner();
    await t.db.insert(user).values({ id: "clerk-1", email: "clerk@example.com", name: "Clerk", emailVerified: true });
    await t.db.insert(staffMembers).values({ userId: "clerk-1", role: "staff" });
    expect((await listStaff({ db: t.db })).map((member) => [member.email, member.role])).toEqual([
      ["owner@shop.example", "owner"],
      ["clerk@example.com", "staff"],
    ]);

    expect(await removeStaff({ db: t.db, actor: OWNER, userId: OWNER.userId })).toMatchObject({ ok: false });
    expect(await removeStaff({ db: t.db, actor: OWNER, userId: "clerk-1" })).toEqual({ ok: true });
    expect(await removeStaff({ db: t.db, actor: OWNER, userId: "clerk-1" })).toMatchObject({ ok: false });
    expect(await findStaffRole({ db: t.db, userId: "clerk-1" })).toBeNull();
    expect(await findStaffRole({ db: t.db, userId: OWNER.userId })).toBe("owner");

    const { items } = await listAuditEntries({ db: t.db, page: 1 });
    expect(items).toEqual([
      expect.objectContaining({
        actorEmail: OWNER.email,
        action: "staff.removed",
        subject: "clerk@example.com",
        before: { role: "staff" },
        after: null,
      }),
    ]);
  });
});
