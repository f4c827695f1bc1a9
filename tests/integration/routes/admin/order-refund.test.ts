import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orders, refunds } from "~/.server/db/schema";
import { advanceOrder } from "~/.server/orders/fulfilment/advance-order";
import { REFUND_FORM, REFUND_NOTICE_PARAM } from "~/lib/refunds";
import { action } from "~/routes/admin/order-refund";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { insertProducts, linesOf, PUBLIC_URL, placePaidOrder, stockOf } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const clerk = () => createClerk({ ...app, db: t.db });

let formCount = 0;

function post(cookie: string, orderNumber: string, form: Record<string, string | string[]>) {
  formCount += 1;
  const request = pageRequest(`/admin/orders/${orderNumber}/refund`, {
    cookie,
    form: { idempotencyKey: `route-form-${formCount}-key`, ...form },
  });
  return outcome(async () => action({ request, params: { orderNumber }, context: {} } as never));
}

function backToOrder(orderNumber: string, message: string) {
  return {
    status: 303,
    location: `/admin/orders/${orderNumber}?${new URLSearchParams({ [REFUND_NOTICE_PARAM]: message })}`,
  };
}

describe("the order refund action", () => {
  it("refunds part of an order, then the rest, and sends the member back to the order with the result", async () => {
    const { cookie } = await clerk();
    const ids = await insertProducts(t.db, { slug: "whey", stock: 10 });
    const order = await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 2 }]);
    const [line] = await linesOf(t.db, order.id);
    const quantity = `${REFUND_FORM.quantityPrefix}${line?.id}`;

    const partial = await post(cookie, order.orderNumber, { intent: "refund", [quantity]: "1", reason: "Damaged" });
    expect(partial).toEqual(backToOrder(order.orderNumber, "$20.00 refunded."));
    const rest = await post(cookie, order.orderNumber, {
      intent: "refund",
      [quantity]: "1",
      includeShipping: "on",
      restock: "on",
    });
    expect(rest).toEqual(backToOrder(order.orderNumber, "$26.99 refunded."));
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("refunded");
    expect(await t.db.select({ actorEmail: refunds.actorEmail }).from(refunds)).toEqual([
      { actorEmail: "clerk@example.com" },
      { actorEmail: "clerk@example.com" },
    ]);
  });

  it("answers 400 for a bad form or too much, 409 for an order that has left, 404 for none", async () => {
    const { cookie } = await clerk();
    const ids = await insertProducts(t.db, { slug: "whey", stock: 10 });
    const order = await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 1 }]);

    expect(await post(cookie, order.orderNumber, { intent: "refund", amount: "12,50" })).toEqual({
      status: 400,
      data: { error: "Enter the amount in dollars, like 12.50." },
    });
    expect(await post(cookie, order.orderNumber, { intent: "refund", amount: "$100" })).toEqual({
      status: 400,
      data: { error: "That is $100.00, more than the $26.99 left to refund." },
    });
    expect(await post(cookie, order.orderNumber, { intent: "refund" })).toEqual({
      status: 400,
      data: { error: "Choose the lines, an amount or the shipping to refund." },
    });
    expect(await post(cookie, "CS-1", { intent: "cancel" })).toEqual({
      status: 404,
      data: { error: "Order CS-1 was not found." },
    });
    const actor = { userId: null, email: "clerk@example.com" };
    await advanceOrder({ orderNumber: order.orderNumber, action: "pack", actor, db: t.db, publicUrl: PUBLIC_URL });
    await advanceOrder({
      orderNumber: order.orderNumber,
      action: "ship",
      actor,
      db: t.db,
      publicUrl: PUBLIC_URL,
      shipment: { carrier: "ups", trackingNumber: "1Z999" },
    });
    expect(await post(cookie, order.orderNumber, { intent: "cancel", restock: "on" })).toEqual({
      status: 409,
      data: { error: `Order ${order.orderNumber} is Shipped: it cannot be cancelled.` },
    });
    // A shipped order can still be refunded: a $12.50 goodwill refund.
    expect(await post(cookie, order.orderNumber, { intent: "refund", amount: "12.50" })).toEqual(
      backToOrder(order.orderNumber, "$12.50 refunded."),
    );
    expect(await t.db.select().from(refunds)).toHaveLength(1);
  });

  it("answers 400 for a line named twice, refunding and restocking nothing", async () => {
    const { cookie } = await clerk();
    const ids = await insertProducts(t.db, { slug: "whey", stock: 10 }, { slug: "creatine", stock: 10 });
    const order = await placePaidOrder(t.db, [
      { productId: ids.whey, quantity: 1 },
      { productId: ids.creatine, quantity: 1 },
    ]);
    const [whey] = await linesOf(t.db, order.id);
    const quantity = `${REFUND_FORM.quantityPrefix}${whey?.id}`;
    expect(await post(cookie, order.orderNumber, { intent: "refund", [quantity]: ["1", "1"], restock: "on" })).toEqual({
      status: 400,
      data: { error: "A line is named twice in this refund: give each line's units once." },
    });
    expect(await t.db.select().from(refunds)).toHaveLength(0);
    expect(await stockOf(t.db, ids.whey)).toBe(9);
  });
});
