import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders, outboxMessages, refunds, stockMovements } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { advanceOrder } from "~/.server/orders/fulfilment/advance-order";
import { advanceOrders } from "~/.server/orders/fulfilment/advance-orders";
import { cancelOrder } from "~/.server/orders/refunds/cancel-order";
import { getRefundSummary } from "~/.server/orders/refunds/get-refund-summary";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import { AUTOMATION_WEBHOOK_TOPIC } from "~/.server/outbox/automation-payload";
import { setStateTaxRate } from "~/.server/tax/tax-rates";
import {
  insertProducts,
  linesOf,
  PUBLIC_URL,
  placePaidOrder,
  stockOf,
  testPayments,
} from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();
const actor = { userId: null, email: "clerk@example.com" };

/** What every call shares: the test's database and provider, and a fresh form key. */
function context() {
  return { actor, db: t.db, provider: testPayments().provider, publicUrl: PUBLIC_URL, idempotencyKey: randomUUID() };
}

async function statusOf(orderId: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function refundEmails(to = "dana@example.com") {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to && /refund|cancel/.test(mail.subject));
}

/** Two whey at $20 and one creatine at $15, shipped ($6.99): $61.99. Free shipping starts at $55, so a smaller one. */
async function paidOrder() {
  const ids = await insertProducts(
    t.db,
    { slug: "whey", stock: 10 },
    { slug: "creatine", stock: 10, priceCents: 1500 },
  );
  const order = await placePaidOrder(t.db, [
    { productId: ids.whey, quantity: 2 },
    { productId: ids.creatine, quantity: 1 },
  ]);
  const [whey, creatine] = await linesOf(t.db, order.id);
  if (!whey || !creatine) throw new Error("lines missing");
  return { order, ids, whey, creatine };
}

async function smallOrder() {
  const ids = await insertProducts(t.db, { slug: "bcaa", stock: 5 });
  const order = await placePaidOrder(t.db, [{ productId: ids.bcaa, quantity: 1 }]);
  const [line] = await linesOf(t.db, order.id);
  if (!line) throw new Error("line missing");
  return { order, ids, line };
}

describe("refundOrder", () => {
  it("records every sale in the stock ledger when a payment takes the stock", async () => {
    const { order, ids } = await paidOrder();
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(
      moves.map(({ productId, change, reason }) => ({ productId, change, reason })).sort((a, b) => a.change - b.change),
    ).toEqual([
      { productId: ids.whey, change: -2, reason: "sale" },
      { productId: ids.creatine, change: -1, reason: "sale" },
    ]);
  });

  it("refunds units of a line at their unit price, then the rest, and the order becomes refunded", async () => {
    const { order, ids, whey, creatine } = await paidOrder();
    expect(order.totalCents).toBe(2 * 2000 + 1500);

    const first = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      lines: [{ lineId: whey.id, quantity: 1 }],
      includeShipping: false,
      restock: true,
      reason: "Arrived damaged",
    });
    expect(first).toMatchObject({ ok: true, status: "completed", message: "$20.00 refunded." });
    expect(await statusOf(order.id)).toBe("partially_refunded");
    expect(await stockOf(t.db, ids.whey)).toBe(9);
    const summary = await getRefundSummary({ orderNumber: order.orderNumber, db: t.db });
    expect(summary?.remaining).toEqual({
      totalCents: 3500,
      shippingCents: 0,
      lines: [
        { lineId: whey.id, quantity: 1 },
        { lineId: creatine.id, quantity: 1 },
      ],
    });
    expect(summary?.refunds[0]).toMatchObject({
      amountCents: 2000,
      status: "completed",
      covered: ["1 x whey"],
      restock: true,
    });

    const rest = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      lines: [
        { lineId: whey.id, quantity: 1 },
        { lineId: creatine.id, quantity: 1 },
      ],
      includeShipping: false,
      restock: false,
      reason: "",
    });
    expect(rest).toMatchObject({ ok: true, message: "$35.00 refunded." });
    expect(await statusOf(order.id)).toBe("refunded");
    // Only the first refund put its unit back.
    expect(await stockOf(t.db, ids.whey)).toBe(9);
    expect(await stockOf(t.db, ids.creatine)).toBe(9);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, "refund_restock")));
    expect(moves).toMatchObject([{ productId: ids.whey, change: 1, actorEmail: "clerk@example.com" }]);

    const mails = await refundEmails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `[TEST] Your Charge Supplements order ${order.orderNumber} has a refund of $20.00`,
      `[TEST] Your Charge Supplements order ${order.orderNumber} has a refund of $35.00`,
    ]);
    expect(mails[0]?.text).toContain("Reason: Arrived damaged");
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "order.refund"));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorEmail: "clerk@example.com", subject: order.orderNumber });
  });

  it("refunds an amount, and the shipping once", async () => {
    const { order } = await smallOrder();
    expect(order.shippingCents).toBe(699);
    const shipping = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      includeShipping: true,
      restock: false,
      reason: "Late",
    });
    expect(shipping).toMatchObject({ ok: true, message: "$6.99 refunded." });
    const again = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      amountCents: 500,
      includeShipping: true,
      restock: false,
      reason: "",
    });
    expect(again).toEqual({
      ok: false,
      orderNumber: order.orderNumber,
      code: "invalid",
      reason: "The shipping has already been refunded.",
    });
    const amount = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      amountCents: 500,
      includeShipping: false,
      restock: false,
      reason: "Goodwill",
    });
    expect(amount).toMatchObject({ ok: true, message: "$5.00 refunded." });
    expect(await statusOf(order.id)).toBe("partially_refunded");
    const summary = await getRefundSummary({ orderNumber: order.orderNumber, db: t.db });
    expect(summary?.refundedCents).toBe(1199);
    expect(summary?.remaining.totalCents).toBe(2000 - 500);

    // The automation hears of each completed refund once, with its amount (decision 144).
    const hooks = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, AUTOMATION_WEBHOOK_TOPIC));
    const refunded = hooks
      .map((row) => row.payload as { event: string; order_number: string; refund?: unknown })
      .filter((payload) => payload.event === "order.refunded");
    expect(refunded.map((payload) => payload.refund)).toEqual([
      { id: expect.any(String), amount: 6.99, cancellation: false },
      { id: expect.any(String), amount: 5, cancellation: false },
    ]);
    expect(refunded.every((payload) => payload.order_number === order.orderNumber)).toBe(true);
  });

  it("refuses more than is left, more units than were bought, and an unpaid order, refunding nothing", async () => {
    const { order, line } = await smallOrder();
    const over = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      amountCents: order.totalCents + 1,
      includeShipping: false,
      restock: false,
      reason: "",
    });
    expect(over).toMatchObject({
      ok: false,
      code: "invalid",
      reason: "That is $27.00, more than the $26.99 left to refund.",
    });
    const units = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      lines: [{ lineId: line.id, quantity: 2 }],
      includeShipping: false,
      restock: false,
      reason: "",
    });
    expect(units).toMatchObject({ ok: false, code: "invalid", reason: "Only 1 of bcaa can still be refunded." });
    const ids = await insertProducts(t.db, { slug: "zinc" });
    const pending = await placePaidOrder(t.db, [{ productId: ids.zinc, quantity: 1 }], { paid: false });
    const unpaid = await refundOrder({
      ...context(),
      orderNumber: pending.orderNumber,
      amountCents: 100,
      includeShipping: false,
      restock: false,
      reason: "",
    });
    expect(unpaid).toMatchObject({
      ok: false,
      code: "conflict",
      reason: `Order ${pending.orderNumber} is Pending: it cannot be refunded.`,
    });
    const missing = await refundOrder({
      ...context(),
      orderNumber: "CS-1",
      includeShipping: true,
      restock: false,
      reason: "",
    });
    expect(missing).toMatchObject({ ok: false, code: "not_found" });
    expect(await t.db.select().from(refunds)).toHaveLength(0);
  });

  it("refunds once for a form submitted twice, even at the same moment", async () => {
    const { order, ids, line } = await smallOrder();
    const same = {
      ...context(),
      orderNumber: order.orderNumber,
      amountCents: 1000,
      includeShipping: false,
      restock: false,
      reason: "",
    };
    const answers = await Promise.all([refundOrder(same), refundOrder(same)]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    expect(await t.db.select().from(refunds)).toHaveLength(1);
    expect((await getRefundSummary({ orderNumber: order.orderNumber, db: t.db }))?.refundedCents).toBe(1000);
    expect(await refundEmails()).toHaveLength(1);
    // Two different forms at once: the second sees the first's pending refund and is refused.
    const whole = {
      orderNumber: order.orderNumber,
      lines: [{ lineId: line.id, quantity: 1 }],
      includeShipping: true,
      restock: true,
      reason: "",
    };
    const both = await Promise.all([refundOrder({ ...context(), ...whole }), refundOrder({ ...context(), ...whole })]);
    expect(both.filter((answer) => answer.ok)).toHaveLength(0);
    expect(both.every((answer) => !answer.ok && answer.code === "invalid")).toBe(true);
    expect(await stockOf(t.db, ids.bcaa)).toBe(4);
  });

  it("marks a refund the provider refuses as failed, with its words, and leaves the order as it was", async () => {
    const { order } = await smallOrder();
    const refusing = {
      ...testPayments().provider,
      refund: async () => {
        const { RefundRefusedError } = await import("~/.server/payments/provider");
        throw new RefundRefusedError("The card is closed.");
      },
    };
    const answer = await refundOrder({
      ...context(),
      provider: refusing,
      orderNumber: order.orderNumber,
      amountCents: 1000,
      includeShipping: false,
      restock: false,
      reason: "",
    });
    expect(answer).toEqual({
      ok: false,
      orderNumber: order.orderNumber,
      code: "provider",
      reason: "The card is closed.",
    });
    expect(await statusOf(order.id)).toBe("paid");
    const [row] = await t.db.select().from(refunds);
    expect(row).toMatchObject({ status: "failed", failureReason: "The card is closed." });
    expect(await refundEmails()).toHaveLength(0);
    expect((await getRefundSummary({ orderNumber: order.orderNumber, db: t.db }))?.remaining.totalCents).toBe(
      order.totalCents,
    );
  });
});

describe("refunds of a taxed order (decision 206)", () => {
  const DENVER = { address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202" };

  /** The owner's order: Colorado at 2.9% (shipping not taxed), one $14.99 tub to Denver: $14.99 + $6.99 + $0.43. */
  async function denverOrder(quantity = 1) {
    await setStateTaxRate({ db: t.db, actor, state: "CO", ratePpm: 29_000, shippingTaxable: false });
    const ids = await insertProducts(t.db, {
      slug: "capsules",
      title: "Caffeine + L-Theanine Capsules",
      priceCents: 1499,
    });
    const order = await placePaidOrder(t.db, [{ productId: ids.capsules, quantity }], { customer: DENVER });
    const [line] = await linesOf(t.db, order.id);
    if (!line) throw new Error("line missing");
    return { order, line };
  }

  it("gives the line's tax back with it: every line and the shipping refund the whole total, and packing stops", async () => {
    const { order, line } = await denverOrder();
    expect(order).toMatchObject({ subtotalCents: 1499, shippingCents: 699, taxCents: 43, totalCents: 2241 });

    const answer = await refundOrder({
      ...context(),
      orderNumber: order.orderNumber,
      lines: [{ lineId: line.id, quantity: 1 }],
      includeShipping: true,
      restock: false,
      reason: "",
    });
    expect(answer).toMatchObject({ ok: true, message: "$22.41 refunded." });
    expect(await statusOf(order.id)).toBe("refunded");
    expect(await t.db.select({ amountCents: refunds.amountCents, taxCents: refunds.taxCents }).from(refunds)).toEqual([
      { amountCents: 2241, taxCents: 43 },
    ]);
    const summary = await getRefundSummary({ orderNumber: order.orderNumber, db: t.db });
    expect(summary).toMatchObject({
      refundedCents: 2241,
      remaining: { totalCents: 0 },
      refundRefusal: "Nothing is left to refund on this order.",
    });
    expect(summary?.refunds[0]?.covered).toEqual(["1 x Caffeine + L-Theanine Capsules", "Shipping", "Tax ($0.43)"]);
    const [mail] = await refundEmails();
    expect(mail?.subject).toBe(`[TEST] Your Charge Supplements order ${order.orderNumber} has a refund of $22.41`);
    expect(mail?.text).toContain("Refunded: 1 x Caffeine + L-Theanine Capsules, Shipping, Tax ($0.43).");

    // A refunded order has nothing to send: neither the order page's step nor the bulk one packs it.
    const refused = `Order ${order.orderNumber} is Refunded: it cannot be marked packed.`;
    expect(await advanceOrder({ orderNumber: order.orderNumber, action: "pack", actor, db: t.db })).toMatchObject({
      ok: false,
      reason: refused,
    });
    expect(
      await advanceOrders({ action: "pack", orders: [{ orderNumber: order.orderNumber }], actor, db: t.db }),
    ).toEqual({ done: [], refused: [{ orderNumber: order.orderNumber, reason: refused }] });
    expect(await statusOf(order.id)).toBe("refunded");
  });

  it("refunds unit by unit, then cancels, and ends at exactly the total and its tax", async () => {
    await setStateTaxRate({ db: t.db, actor, state: "CO", ratePpm: 62_500, shippingTaxable: true });
    const ids = await insertProducts(t.db, { slug: "gum", title: "Gum", priceCents: 1001 });
    const order = await placePaidOrder(t.db, [{ productId: ids.gum, quantity: 3 }], { customer: DENVER });
    // (3 x $10.01 + $6.99 shipping) x 6.25% = $2.314: $2.31.
    expect(order).toMatchObject({ subtotalCents: 3003, shippingCents: 699, taxCents: 231, totalCents: 3933 });
    const [line] = await linesOf(t.db, order.id);
    if (!line) throw new Error("line missing");
    for (const message of ["$10.64 refunded.", "$10.63 refunded."]) {
      const answer = await refundOrder({
        ...context(),
        orderNumber: order.orderNumber,
        lines: [{ lineId: line.id, quantity: 1 }],
        includeShipping: false,
        restock: false,
        reason: "",
      });
      expect(answer).toMatchObject({ ok: true, message });
    }
    const cancelled = await cancelOrder({ ...context(), orderNumber: order.orderNumber, restock: false, reason: "" });
    expect(cancelled).toMatchObject({
      ok: true,
      message: `Order ${order.orderNumber} was cancelled; $18.06 refunded.`,
    });
    const rows = await t.db.select().from(refunds).orderBy(refunds.createdAt);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(order.totalCents);
    expect(rows.map((row) => row.taxCents)).toEqual([63, 62, 106]);
    expect(await statusOf(order.id)).toBe("canceled");
  });
});

describe("cancelOrder", () => {
  it("refunds a paid order in full, puts the stock back when asked and e-mails the shopper", async () => {
    const { order, ids } = await paidOrder();
    const answer = await cancelOrder({
      ...context(),
      orderNumber: order.orderNumber,
      restock: true,
      reason: "Out of stock",
    });
    expect(answer).toMatchObject({ ok: true, message: `Order ${order.orderNumber} was cancelled; $55.00 refunded.` });
    expect(await statusOf(order.id)).toBe("canceled");
    expect(await stockOf(t.db, ids.whey)).toBe(10);
    expect(await stockOf(t.db, ids.creatine)).toBe(10);
    const [refund] = await t.db.select().from(refunds);
    expect(refund).toMatchObject({ amountCents: 5500, cancellation: true, status: "completed" });
    const mails = await refundEmails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `[TEST] Your Charge Supplements order ${order.orderNumber} was cancelled`,
    ]);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.reason, "cancel_restock"));
    expect(moves).toHaveLength(2);
    // Nothing is left to refund, and a cancelled order is not cancelled again.
    const summary = await getRefundSummary({ orderNumber: order.orderNumber, db: t.db });
    expect(summary).toMatchObject({
      refundRefusal: "Nothing is left to refund on this order.",
      cancelRefusal: expect.any(String),
    });
  });

  it("refuses a form already used for another order, for a cancellation as for a refund, and changes nothing", async () => {
    const first = await smallOrder();
    const spent = { ...context(), orderNumber: first.order.orderNumber, amountCents: 500, includeShipping: false };
    expect(await refundOrder({ ...spent, restock: false, reason: "" })).toMatchObject({ ok: true });
    const ids = await insertProducts(t.db, { slug: "zinc", stock: 5 });
    const second = await placePaidOrder(t.db, [{ productId: ids.zinc, quantity: 1 }]);
    const reused = { ...spent, orderNumber: second.orderNumber, restock: false, reason: "" };
    const refusal = { ok: false, code: "invalid", reason: "This form was already used for another order." };
    expect(await cancelOrder(reused)).toMatchObject(refusal);
    expect(await refundOrder(reused)).toMatchObject(refusal);
    expect(await statusOf(second.id)).toBe("paid");
    expect(await t.db.select().from(refunds)).toHaveLength(1);
  });

  it("closes a pending checkout without money, and refuses an order that has shipped", async () => {
    const ids = await insertProducts(t.db, { slug: "zinc" });
    const pending = await placePaidOrder(t.db, [{ productId: ids.zinc, quantity: 1 }], { paid: false });
    const answer = await cancelOrder({ ...context(), orderNumber: pending.orderNumber, restock: false, reason: "" });
    expect(answer).toMatchObject({ ok: true, refundId: null, message: `Order ${pending.orderNumber} was cancelled.` });
    expect(await statusOf(pending.id)).toBe("canceled");
    expect(await t.db.select().from(refunds)).toHaveLength(0);
    expect((await refundEmails()).map((mail) => mail.subject)).toEqual(
      [`Your Charge Supplements order ${pending.orderNumber} was cancelled`].map((subject) => `[TEST] ${subject}`),
    );

    const { order } = await smallOrder();
    for (const action of ["pack", "ship"] as const) {
      await advanceOrder({
        orderNumber: order.orderNumber,
        action,
        actor,
        db: t.db,
        publicUrl: PUBLIC_URL,
        shipment: { carrier: "usps", trackingNumber: "9400" },
      });
    }
    const shipped = await cancelOrder({ ...context(), orderNumber: order.orderNumber, restock: false, reason: "" });
    expect(shipped).toMatchObject({
      ok: false,
      code: "conflict",
      reason: `Order ${order.orderNumber} is Shipped: it cannot be cancelled.`,
    });
  });
});
