import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, orders } from "~/.server/db/schema";
import { action, loader } from "~/routes/admin/orders-ship";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// A member is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

describe("/admin/orders/ship (shipping the ticked orders)", () => {
  it("lists the orders with why each unshippable one cannot go, then ships those given a tracking number", async () => {
    const member = await createClerk({ ...app, db: t.db });
    const [first, second, blank, unpacked, local] = await insertOrders(
      t.db,
      { status: "packed", firstName: "Lee", lastName: "Park" },
      { status: "packed" },
      { status: "packed" },
      { status: "paid" },
      { status: "packed", deliveryMethod: "local" },
    );
    const path = `/admin/orders/ship?${new URLSearchParams([first, unpacked, local].map((n) => ["order", n as string]))}`;
    const listed = await outcome(async () =>
      loader({ request: pageRequest(path, { cookie: member.cookie }), params: {}, context: {} } as never),
    );
    expect(listed.data).toEqual({
      candidates: [
        { orderNumber: first, name: "Lee Park", city: "Dallas", state: "TX", refusal: null },
        {
          orderNumber: unpacked,
          name: "Dana Rivera",
          city: "Dallas",
          state: "TX",
          refusal: `Order ${unpacked} is Paid: it cannot be marked shipped.`,
        },
        {
          orderNumber: local,
          name: "Dana Rivera",
          city: "Dallas",
          state: "TX",
          refusal: `Order ${local} is for local delivery: it cannot be marked shipped.`,
        },
      ],
    });

    const post = (form: Record<string, string | string[]>) =>
      outcome(async () =>
        action({ request: pageRequest(path, { cookie: member.cookie, form }), params: {}, context: {} } as never),
      );
    expect(await post({ carrier: "pigeon", order: [first as string], trackingNumber: ["1"] })).toEqual({
      status: 400,
      data: { error: "Choose the carrier." },
    });
    const shipped = await post({
      carrier: "ups",
      order: [first, second, blank, unpacked] as string[],
      trackingNumber: [" 1Z999AA ", "1Z998AA", "", "1Z997AA"],
    });
    expect(shipped).toEqual({
      status: 200,
      data: {
        outcome: {
          done: [first, second],
          refused: [
            { orderNumber: unpacked, reason: `Order ${unpacked} is Paid: it cannot be marked shipped.` },
            { orderNumber: blank, reason: `Order ${blank} has no tracking number: not shipped.` },
          ],
        },
      },
    });
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, first as string));
    expect(row).toMatchObject({ status: "shipped", carrier: "ups", trackingNumber: "1Z999AA" });
    const [blankRow] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, blank as string));
    expect(blankRow?.status).toBe("packed");
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "order.ship"));
    expect(audit.map((entry) => entry.subject).sort()).toEqual([first, second].sort());
  });

  it("holds each tracking number to the order page's rule, and ships nothing when one breaks it", async () => {
    const member = await createClerk({ ...app, db: t.db });
    const [good, bad] = await insertOrders(t.db, { status: "packed" }, { status: "packed" });
    const path = `/admin/orders/ship?${new URLSearchParams([good, bad].map((n) => ["order", n as string]))}`;
    const post = (trackingNumber: string) =>
      outcome(async () =>
        action({
          request: pageRequest(path, {
            cookie: member.cookie,
            form: {
              carrier: "usps",
              order: [good, bad] as string[],
              trackingNumber: ["9400111899223", trackingNumber],
            },
          }),
          params: {},
          context: {},
        } as never),
      );
    for (const trackingNumber of ["ab!", "12345", "A".repeat(41), "1Z999<b>", "-1Z9990"]) {
      expect(await post(trackingNumber), trackingNumber).toEqual({
        status: 400,
        data: { error: "Enter the tracking number: 6 to 40 letters, digits, spaces or dashes." },
      });
    }
    const rows = await t.db.select({ status: orders.status, trackingNumber: orders.trackingNumber }).from(orders);
    expect(rows).toEqual([
      { status: "packed", trackingNumber: null },
      { status: "packed", trackingNumber: null },
    ]);
    expect(await post("1Z 999-AA01")).toMatchObject({ status: 200, data: { outcome: { done: [good, bad] } } });
  });
});
