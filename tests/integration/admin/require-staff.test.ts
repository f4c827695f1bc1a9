import { describe, expect, it, vi } from "vitest";
import { ADMIN_MESSAGES } from "~/lib/admin";
import * as audit from "~/routes/admin/audit";
import * as adminIndex from "~/routes/admin/index";
import * as layout from "~/routes/admin/layout";
import * as orders from "~/routes/admin/orders";
import * as staff from "~/routes/admin/staff";
import * as tax from "~/routes/admin/tax";
import * as twoFactor from "~/routes/admin/two-factor";
import { createMember, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { withTestDatabase } from "../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

type Handler = (args: never) => unknown;

/** Every back-office loader and action, the address it answers and the role it needs. */
const GATES: {
  name: string;
  path: string;
  handler: Handler;
  post?: Record<string, string>;
  role: "staff" | "owner";
}[] = [
  { name: "layout loader", path: "/admin/orders", handler: layout.loader, role: "staff" },
  { name: "index loader", path: "/admin", handler: adminIndex.loader, role: "staff" },
  { name: "orders loader", path: "/admin/orders", handler: orders.loader, role: "staff" },
  { name: "audit loader", path: "/admin/audit", handler: audit.loader, role: "staff" },
  { name: "two-factor loader", path: "/admin/two-factor", handler: twoFactor.loader, role: "staff" },
  { name: "staff loader", path: "/admin/staff", handler: staff.loader, role: "owner" },
  {
    name: "staff action (invite)",
    path: "/admin/staff",
    handler: staff.action,
    post: { intent: "invite", email: "new-hire@example.com" },
    role: "owner",
  },
  { name: "tax loader", path: "/admin/tax", handler: tax.loader, role: "owner" },
  {
    name: "tax action (set a state's rate)",
    path: "/admin/tax",
    handler: tax.action,
    post: { intent: "set-state", state: "TX", rate: "6.25" },
    role: "owner",
  },
];

function call(gate: (typeof GATES)[number], cookie?: string) {
  const request = pageRequest(gate.path, { cookie, form: gate.post });
  return outcome(async () => (gate.handler as (args: unknown) => unknown)({ request, params: {}, context: {} }));
}

describe("requireStaff on every back-office loader and action", () => {
  it("sends a signed-out visitor to sign-in and back, and refuses a shopper with 403, with no data", async () => {
    const shopper = await createMember({
      ...app,
      db: t.db,
      email: "shopper@example.com",
      role: null,
      secondFactor: false,
    });
    for (const gate of GATES) {
      expect(await call(gate), gate.name).toEqual({
        status: 302,
        location: `/auth?${new URLSearchParams({ redirectTo: gate.path })}`,
      });
      expect(await call(gate, shopper.cookie), gate.name).toEqual({ status: 403, data: ADMIN_MESSAGES.forbidden });
    }
  });

  it("asks staff without a second factor to turn it on, and keeps the owners' pages from staff", async () => {
    const unverified = await createMember({
      ...app,
      db: t.db,
      email: "new@example.com",
      role: "staff",
      secondFactor: false,
    });
    const clerk = await createMember({
      ...app,
      db: t.db,
      email: "clerk@example.com",
      role: "staff",
      secondFactor: true,
    });
    for (const gate of GATES) {
      const before = await call(gate, unverified.cookie);
      if (gate.role === "owner") expect(before, gate.name).toEqual({ status: 403, data: ADMIN_MESSAGES.ownersOnly });
      else if (gate.handler === layout.loader || gate.handler === twoFactor.loader) expect(before.status).toBe(200);
      else expect(before, gate.name).toEqual({ status: 302, location: "/admin/two-factor" });

      const after = await call(gate, clerk.cookie);
      if (gate.role === "owner") expect(after, gate.name).toEqual({ status: 403, data: ADMIN_MESSAGES.ownersOnly });
      else expect([200, 302], gate.name).toContain(after.status);
    }
    expect(await call(GATES[4] as (typeof GATES)[number], unverified.cookie)).toEqual({
      status: 200,
      data: { secondFactor: "off" },
    });
    // Verified: the two-factor page has nothing to ask, and /admin opens on the orders.
    expect(await call(GATES[4] as (typeof GATES)[number], clerk.cookie)).toEqual({ status: 302, location: "/admin" });
    expect(await call(GATES[1] as (typeof GATES)[number], clerk.cookie)).toEqual({
      status: 302,
      location: "/admin/orders",
    });
  });

  it("lets an owner with a second factor through every gate", async () => {
    const owner = await createMember({
      ...app,
      db: t.db,
      email: "owner@example.com",
      role: "owner",
      secondFactor: true,
    });
    const answers = await Promise.all(GATES.map((gate) => call(gate, owner.cookie)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 302, 200, 200, 302, 200, 200, 200, 200]);
    expect(answers[2]?.data).toMatchObject({ orders: { items: [], page: 1, pageCount: 1 } });
    expect(answers[6]?.data).toEqual({ intent: "invite", done: "Invitation sent to new-hire@example.com." });
  });

  it("answers a bad page number or form with 400 and the reason", async () => {
    const owner = await createMember({
      ...app,
      db: t.db,
      email: "owner@example.com",
      role: "owner",
      secondFactor: true,
    });
    const page = await outcome(async () =>
      orders.loader({
        request: pageRequest("/admin/orders?page=0", { cookie: owner.cookie }),
        params: {},
        context: {},
      } as never),
    );
    expect(page).toEqual({ status: 400, data: "The page must be a whole number from 1." });
    const form = await outcome(async () =>
      staff.action({
        request: pageRequest("/admin/staff", { cookie: owner.cookie, form: { intent: "invite", email: "nope" } }),
        params: {},
        context: {},
      } as never),
    );
    expect(form).toEqual({ status: 400, data: { intent: "invite", error: "Please enter a valid email address" } });
  });
});
