import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, orders } from "~/.server/db/schema";
import { action, loader } from "~/routes/admin/orders";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// A member is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const clerk = () => createClerk({ ...app, db: t.db });

describe("/admin/orders (the order list and its bulk steps)", () => {
  it("reads the filters and the page from the address", async () => {
    const member = await clerk();
    const [, lee] = await insertOrders(t.db, {}, { firstName: "Lee", lastName: "Park", status: "paid" }, {});
    const answer = await outcome(async () =>
      loader({
        request: pageRequest("/admin/orders?q=+lee+&state=paid&from=&test=include", { cookie: member.cookie }),
        params: {},
        context: {},
      } as never),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      filters: { q: "lee", state: "paid", test: "include" },
      orders: { items: [{ orderNumber: lee }], page: 1, pageCount: 1, matching: 1, more: false },
    });
  });

  it("marks the ticked orders packed one by one, each with its audit row, and names each refused one", async () => {
    const member = await clerk();
    const [paid, local, pending, packed] = await insertOrders(
      t.db,
      { status: "paid" },
      { status: "paid", deliveryMethod: "local" },
      { status: "pending" },
      { status: "packed" },
    );
    const answer = await outcome(async () =>
      action({
        request: pageRequest("/admin/orders?state=paid", {
          cookie: member.cookie,
          form: { intent: "pack", order: [paid, pending, local, "CS-999999", packed, paid] as string[] },
        }),
        params: {},
        context: {},
      } as never),
    );
    expect(answer).toEqual({
      status: 200,
      data: {
        outcome: {
          done: [paid, local],
          refused: [
            { orderNumber: pending, reason: `Order ${pending} is Pending: it cannot be marked packed.` },
            { orderNumber: "CS-999999", reason: "Order CS-999999 was not found." },
            { orderNumber: packed, reason: `Order ${packed} is Packed: it cannot be marked packed.` },
          ],
        },
      },
    });
    const states = await t.db
      .select({ orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderNumber, [paid, local, pending, packed] as string[]));
    expect(Object.fromEntries(states.map((row) => [row.orderNumber, row.status]))).toEqual({
      [paid as string]: "packed",
      [local as string]: "packed",
      [pending as string]: "pending",
      [packed as string]: "packed",
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "order.pack"));
    expect(audit.map((row) => [row.subject, row.actorEmail]).sort()).toEqual(
      [
        [paid, "clerk@example.com"],
        [local, "clerk@example.com"],
      ].sort(),
    );
  });
});
