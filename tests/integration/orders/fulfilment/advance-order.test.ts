import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { auditLog, orders, outboxMessages } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { getAdminOrder } from "~/.server/orders/back-office/get-admin-order";
import { createOrder } from "~/.server/orders/checkout/create-order";
import { advanceOrder } from "~/.server/orders/fulfilment/advance-order";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { ORDER_ACTION_RULES, ORDER_ACTIONS, refusal } from "~/lib/fulfilment";
import { ORDER_STATUSES } from "~/lib/order-status";
import { insertProducts, PUBLIC_URL, submission } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();
const actor = { userId: null, email: "packer@shop.example" };

/** A paid order, through the real payment path: created, then a verified paid event. */
async function paidOrder(db: Database, deliveryMethod: "shipping" | "local" = "shipping") {
  const slug = `whey-${deliveryMethod}`;
  const whey = (await insertProducts(db, { slug }))[slug];
  if (!whey) throw new Error("product missing");
  const customer = deliveryMethod === "local" ? { city: "San Angelo", state: "TX", zipCode: "76901" } : {};
  const { order } = await createOrder({
    db,
    submission: submission([{ productId: whey, quantity: 2 }], { customer, deliveryMethod }),
    provider: "test",
    testMode: true,
  });
  await applyPaymentEvent({
    db,
    provider: "test",
    event: { eventId: `evt-${order.publicId}`, orderId: order.publicId, status: "paid", occurredAt: new Date() },
    publicUrl: PUBLIC_URL,
    storeEmail: "store@shop.example",
  });
  return order.orderNumber;
}

function step(orderNumber: string, action: Parameters<typeof advanceOrder>[0]["action"], more = {}) {
  return advanceOrder({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, action, actor, ...more });
}

async function emailsTo(subject: RegExp) {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((m) => subject.test(m.subject));
}

describe("advanceOrder (a fulfilment step from the back office)", () => {
  it("takes a shipped order from paid to packed, shipped with tracking, delivered: audited and e-mailed", async () => {
    const orderNumber = await paidOrder(t.db);
    expect(await step(orderNumber, "pack")).toEqual({ ok: true, orderNumber, status: "packed" });
    const shipment = { carrier: "ups", trackingNumber: "1Z999AA10123456784" } as const;
    expect(await step(orderNumber, "ship", { shipment })).toEqual({ ok: true, orderNumber, status: "shipped" });

    const [shipped] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(shipped).toMatchObject({ status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    expect(shipped?.packedAt).toBeInstanceOf(Date);
    expect(shipped?.shippedAt).toBeInstanceOf(Date);
    const [shippedMail] = await emailsTo(new RegExp(`${orderNumber} has shipped`));
    expect(shippedMail?.to).toBe("dana@example.com");
    expect(shippedMail?.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");

    const [shippedHook] = (await t.db.select().from(outboxMessages))
      .map((m) => m.payload as { event?: string; tracking?: unknown })
      .filter((payload) => payload.event === "order.shipped");
    expect(shippedHook?.tracking).toEqual({
      carrier: "UPS",
      number: "1Z999AA10123456784",
      url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });

    expect(await step(orderNumber, "deliver")).toEqual({ ok: true, orderNumber, status: "delivered" });
    expect(await emailsTo(new RegExp(`${orderNumber} was delivered`))).toHaveLength(1);
    // Packing is the store's own business: no e-mail for it.
    expect(await emailsTo(/packed/)).toHaveLength(0);

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.subject, orderNumber));
    expect(trail.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }))).toEqual(
      expect.arrayContaining([
        { action: "order.pack", actorEmail: actor.email, before: { status: "paid" }, after: { status: "packed" } },
        {
          action: "order.ship",
          actorEmail: actor.email,
          before: { status: "packed" },
          after: { status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" },
        },
        {
          action: "order.deliver",
          actorEmail: actor.email,
          before: { status: "shipped" },
          after: { status: "delivered" },
        },
      ]),
    );
    expect(trail).toHaveLength(3);

    const page = await getAdminOrder({ db: t.db, orderNumber });
    expect(page?.actions).toEqual([]);
    expect(page?.timeline.map((s) => s.label)).toEqual(["Placed", "Paid", "Packed", "Shipped", "Delivered"]);
    expect(page?.events).toEqual([expect.objectContaining({ type: "paid", outcome: "applied" })]);
    expect(page?.audit.map((entry) => entry.action)).toHaveLength(3);
  });

  it("takes a local delivery from paid straight out for delivery, then delivered, and never ships it", async () => {
    const orderNumber = await paidOrder(t.db, "local");
    expect(
      await step(orderNumber, "ship", { shipment: { carrier: "usps", trackingNumber: "9400100000000000000000" } }),
    ).toEqual({
      ok: false,
      orderNumber,
      code: "refused",
      reason: `Order ${orderNumber} is for local delivery: it cannot be marked shipped.`,
    });
    expect(await step(orderNumber, "send_out")).toMatchObject({ ok: true, status: "out_for_delivery" });
    expect(await emailsTo(new RegExp(`${orderNumber} is out for delivery`))).toHaveLength(1);
    expect(await step(orderNumber, "deliver")).toMatchObject({ ok: true, status: "delivered" });
  });

  it("refuses a step the state does not allow, changing nothing and writing no audit row", async () => {
    const orderNumber = await paidOrder(t.db);
    expect(await step(orderNumber, "deliver")).toEqual({
      ok: false,
      orderNumber,
      code: "refused",
      reason: `Order ${orderNumber} is Paid: it cannot be marked delivered.`,
    });
    expect(await step(orderNumber, "pack")).toMatchObject({ ok: true });
    expect(await step(orderNumber, "pack")).toMatchObject({
      ok: false,
      reason: `Order ${orderNumber} is Packed: it cannot be marked packed.`,
    });
    // A shipment without its parcel is refused too.
    expect(await step(orderNumber, "ship")).toMatchObject({ ok: false, code: "refused" });
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row?.status).toBe("packed");
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.subject, orderNumber));
    expect(trail).toHaveLength(1);
  });

  it("refuses an unpaid order and one that does not exist", async () => {
    const { whey } = await insertProducts(t.db, { slug: "whey" });
    const { order } = await createOrder({
      db: t.db,
      submission: submission([{ productId: whey, quantity: 1 }]),
      provider: "test",
      testMode: true,
    });
    expect(await step(order.orderNumber, "pack")).toMatchObject({
      ok: false,
      reason: `Order ${order.orderNumber} is Pending: it cannot be marked packed.`,
    });
    expect(await step("CS-99999", "pack")).toEqual({
      ok: false,
      orderNumber: "CS-99999",
      code: "not_found",
      reason: "Order CS-99999 was not found.",
    });
  });

  it("takes a step once when two members click at the same moment", async () => {
    const orderNumber = await paidOrder(t.db);
    const results = await Promise.all([step(orderNumber, "pack"), step(orderNumber, "pack")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      expect.objectContaining({ reason: `Order ${orderNumber} is Packed: it cannot be marked packed.` }),
    ]);
  });

  it("allows exactly the steps of the state machine from every state, and refuses the rest with its reason", async () => {
    const shipping = await paidOrder(t.db);
    const local = await paidOrder(t.db, "local");
    const shipment = { carrier: "usps", trackingNumber: "9400100000000000000000" } as const;
    for (const orderNumber of [shipping, local]) {
      for (const status of ORDER_STATUSES) {
        for (const action of ORDER_ACTIONS) {
          await t.db.update(orders).set({ status }).where(eq(orders.orderNumber, orderNumber));
          const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
          if (!row) throw new Error("order missing");
          const expected = refusal(row, action);
          const result = await step(orderNumber, action, { shipment });
          const label = `${row.deliveryMethod} ${status} ${action}`;
          if (expected === null)
            expect(result, label).toMatchObject({ ok: true, status: ORDER_ACTION_RULES[action].to });
          else expect(result, label).toEqual({ ok: false, orderNumber, code: "refused", reason: expected });
        }
      }
    }
  });
});
