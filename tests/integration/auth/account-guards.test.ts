import { isAPIError } from "better-auth/api";
import { describe, expect, it, vi } from "vitest";
import { STAFF_ACCOUNT_MESSAGES } from "~/.server/auth/account-guards";
import { findStaffRole } from "~/.server/auth/staff-roles";
import { user } from "~/.server/db/schema";
import * as account from "~/routes/account/route";
import { createClerk, createMember, createOwner, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { browserHeaders, PASSWORD } from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

/** The Settings tab's form, posted as the browser does. */
function postAccountForm(cookie: string, form: Record<string, string>) {
  return outcome(async () =>
    account.action({
      request: pageRequest("/account?tab=settings", { cookie, form }),
      params: {},
      context: {},
    } as never),
  );
}

/** A Better Auth endpoint called directly, as a script could: its status and code, or "ok". */
async function direct(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "ok";
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return `${error.statusCode} ${(error.body as { code?: string } | undefined)?.code}`;
  }
}

async function twoFactorOf(userId: string): Promise<boolean | null | undefined> {
  const rows = await t.db.select({ id: user.id, on: user.twoFactorEnabled }).from(user);
  return rows.find((row) => row.id === userId)?.on;
}

describe("two-factor and a back-office role", () => {
  it("a member signed in with a code cannot turn two-factor off, by the form or the endpoint", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    expect(await postAccountForm(clerk.cookie, { intent: "disable-two-factor", password: PASSWORD })).toMatchObject({
      status: 403,
      data: { intent: "disable-two-factor", fieldErrors: { password: STAFF_ACCOUNT_MESSAGES.keepTwoFactor } },
    });
    const headers = browserHeaders({ cookie: clerk.cookie });
    expect(await direct(() => app.auth.api.disableTwoFactor({ body: { password: PASSWORD }, headers }))).toBe(
      "403 STAFF_KEEP_TWO_FACTOR",
    );
    expect(await twoFactorOf(clerk.userId)).toBe(true);

    // A shopper may.
    const shopper = await createMember({ ...app, db: t.db, email: "shop@example.com", role: null, secondFactor: true });
    const shopperHeaders = browserHeaders({ cookie: shopper.cookie });
    expect(
      await direct(() => app.auth.api.disableTwoFactor({ body: { password: PASSWORD }, headers: shopperHeaders })),
    ).toBe("ok");
  });

  it("staff without two-factor cannot turn it on with the password alone; an owner from the machine can", async () => {
    const clerk = await createMember({
      ...app,
      db: t.db,
      email: "clerk@example.com",
      role: "staff",
      secondFactor: false,
    });
    expect(await postAccountForm(clerk.cookie, { intent: "enable-two-factor", password: PASSWORD })).toMatchObject({
      status: 403,
      data: { fieldErrors: { password: STAFF_ACCOUNT_MESSAGES.enrolThroughInvitation } },
    });
    const headers = browserHeaders({ cookie: clerk.cookie });
    expect(await direct(() => app.auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers }))).toBe(
      "403 STAFF_ENROL_THROUGH_INVITATION",
    );

    const owner = await createMember({
      ...app,
      db: t.db,
      email: "owner@example.com",
      role: "owner",
      secondFactor: false,
    });
    const ownerHeaders = browserHeaders({ cookie: owner.cookie });
    expect(
      await direct(() => app.auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: ownerHeaders })),
    ).toBe("ok");
  });
});

describe("deleting an owner's account", () => {
  it("is refused for the store's only owner, with the reason, and allowed once there is another", async () => {
    const owner = await createOwner({ ...app, db: t.db });
    const form = { intent: "delete-account", password: PASSWORD, confirm: "yes" };
    expect(await postAccountForm(owner.cookie, form)).toMatchObject({
      status: 403,
      data: { intent: "delete-account", error: STAFF_ACCOUNT_MESSAGES.onlyOwner },
    });
    const headers = browserHeaders({ cookie: owner.cookie });
    expect(await direct(() => app.auth.api.deleteUser({ body: { password: PASSWORD }, headers }))).toBe(
      "403 ONLY_OWNER",
    );
    expect(await findStaffRole({ db: t.db, userId: owner.userId })).toBe("owner");

    await createMember({ ...app, db: t.db, email: "partner@example.com", role: "owner", secondFactor: true });
    expect(await postAccountForm(owner.cookie, form)).toMatchObject({ status: 302, location: "/" });
    expect(await twoFactorOf(owner.userId)).toBeUndefined();
  });
});
