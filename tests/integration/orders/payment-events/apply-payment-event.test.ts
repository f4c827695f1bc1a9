import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orders, outboxMessages, paymentEvents } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { AUTOMATION_WEBHOOK_TOPIC } from "~/.server/outbox/automation-payload";
import { testWebhookSecret } from "~/.server/payments";
import { buildTestWebhook, signTestWebhook, type TestEventType } from "~/.server/payments/test-provider";
import { action as webhook } from "~/routes/api.webhooks.payments.$provider";
import {
  allOrders,
  insertProducts,
  PUBLIC_URL,
  setStock,
  stockOf,
  submission,
  testPayments,
} from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();

vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

/** The store's process secret: the webhook route verifies with it. */
const secret = () => testWebhookSecret(getEnv());

async function placeOrder(lines: { productId: string; quantity: number }[], email = "dana@example.com") {
  const { order } = await startCheckout({
    submission: submission(lines, { customer: { email } }),
    db: t.db,
    payments: testPayments(),
    publicUrl: PUBLIC_URL,
  });
  return order;
}

async function deliver(body: string, headers: Record<string, string>, provider = "test") {
  const request = new Request(`http://localhost/api/webhooks/payments/${provider}`, {
    method: "POST",
    headers,
    body,
  });
  const response = await webhook({ request, params: { provider }, context: {} } as unknown as Parameters<
    typeof webhook
  >[0]);
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
}

function signed(type: TestEventType, orderId: string, options: { at?: Date; eventId?: string } = {}) {
  return buildTestWebhook({ secret: secret(), type, orderId, occurredAt: options.at, eventId: options.eventId });
}

async function statusOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function emails() {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
}

describe("payment webhooks", () => {
  it("refuse a forged or unsigned event with a 401 and change nothing", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", stock: 5 });
    const order = await placeOrder([{ productId: ids.bcaa, quantity: 1 }]);
    const forged = buildTestWebhook({
      secret: "not-the-store-secret-at-all-0000000",
      type: "payment.succeeded",
      orderId: order.publicId,
    });
    const genuine = signed("payment.succeeded", order.publicId);
    // Change the id's first character to a different one (an id may itself start with "x").
    const tampered = genuine.rawBody.replace(
      order.publicId,
      order.publicId.replace(/^./, (c) => (c === "x" ? "y" : "x")),
    );

    for (const [body, headers] of [
      [forged.rawBody, forged.headers],
      [genuine.rawBody, { "content-type": "application/json" }],
      [tampered, genuine.headers],
      [genuine.rawBody, { ...genuine.headers, "x-test-signature": "0".repeat(64) }],
      [genuine.rawBody, { ...genuine.headers, "x-test-signature": "short" }],
    ] as const) {
      expect((await deliver(body, headers)).status).toBe(401);
    }
    expect(await statusOf(order.id)).toBe("pending");
    expect(await stockOf(t.db, ids.bcaa)).toBe(5);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("answer 200 and change nothing for a signed event that is not a payment", async () => {
    const body = JSON.stringify({ id: "evt_other", type: "customer.created" });
    const headers = { "content-type": "application/json", "x-test-signature": signTestWebhook(secret(), body) };
    expect(await deliver(body, headers)).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("answers 404 for a provider that is not the active one", async () => {
    const event = signed("payment.succeeded", "whatever");
    expect((await deliver(event.rawBody, event.headers, "square")).status).toBe(404);
  });

  it("mark the order paid once, take the stock and queue the confirmation; a replay changes nothing", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", stock: 5 });
    const order = await placeOrder([{ productId: ids.bcaa, quantity: 2 }]);
    const event = signed("payment.succeeded", order.publicId);

    expect(await deliver(event.rawBody, event.headers)).toEqual({
      status: 200,
      body: { received: true, outcome: "applied" },
    });
    expect(await deliver(event.rawBody, event.headers)).toEqual({
      status: 200,
      body: { received: true, outcome: "duplicate" },
    });

    const [paid] = await allOrders(t.db);
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(t.db, ids.bcaa)).toBe(3);
    const sent = (await emails()).map((m) => m.payload as { to: string; subject: string; text: string });
    expect(sent).toHaveLength(2);
    const confirmation = sent.find((m) => m.to === "dana@example.com");
    expect(confirmation?.subject).toBe(`[TEST] Your Charge Supplements order ${order.orderNumber} is confirmed`);
    expect(confirmation?.text).toContain("2 x BCAA");
    // The shop hears of it too, with the way to its back-office page (decision 144).
    const forStore = sent.find((m) => m.to === getEnv().STORE_EMAIL);
    expect(forStore?.subject).toMatch(new RegExp(`^\\[TEST\\] New order ${order.orderNumber}: \\$`));
    expect(forStore?.text).toContain(`/admin/orders/${order.orderNumber}`);
    const webhooks = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, AUTOMATION_WEBHOOK_TOPIC));
    expect(webhooks.map((m) => (m.payload as { event: string }).event).sort()).toEqual(["order.created", "order.paid"]);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it("never move an order backwards: paid is final, and older events are ignored", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", stock: 10 });
    const t1 = new Date("2030-01-01T10:00:00Z");
    const t2 = new Date("2030-01-01T10:05:00Z");
    const t3 = new Date("2030-01-01T10:10:00Z");

    // A failure reported after the payment it preceded: still paid.
    const a = await placeOrder([{ productId: ids.bcaa, quantity: 1 }]);
    for (const [type, at] of [
      ["payment.succeeded", t2],
      ["payment.failed", t1],
      ["checkout.canceled", t3],
    ] as const) {
      const e = signed(type, a.publicId, { at });
      await deliver(e.rawBody, e.headers);
    }
    expect(await statusOf(a.id)).toBe("paid");

    // A payment arriving after a newer failure: paid (the money was taken).
    const b = await placeOrder([{ productId: ids.bcaa, quantity: 1 }]);
    const failedLater = signed("payment.failed", b.publicId, { at: t3 });
    const paidEarlier = signed("payment.succeeded", b.publicId, { at: t1 });
    expect((await deliver(failedLater.rawBody, failedLater.headers)).body.outcome).toBe("applied");
    expect(await statusOf(b.id)).toBe("failed");
    expect((await deliver(paidEarlier.rawBody, paidEarlier.headers)).body.outcome).toBe("applied");
    expect(await statusOf(b.id)).toBe("paid");

    // Between failed and canceled, the newer event wins whatever the arrival order.
    const c = await placeOrder([{ productId: ids.bcaa, quantity: 1 }]);
    const canceledNewer = signed("checkout.canceled", c.publicId, { at: t3 });
    const failedOlder = signed("payment.failed", c.publicId, { at: t1 });
    await deliver(canceledNewer.rawBody, canceledNewer.headers);
    expect((await deliver(failedOlder.rawBody, failedOlder.headers)).body.outcome).toBe("ignored");
    expect(await statusOf(c.id)).toBe("canceled");

    expect(await stockOf(t.db, ids.bcaa)).toBe(8);
  });

  it("answer 200 for an event about an order the store does not have, and record it", async () => {
    const event = signed("payment.succeeded", "AAAAAAAAAAAAAAAAAAAAAA");
    expect(await deliver(event.rawBody, event.headers)).toEqual({
      status: 200,
      body: { received: true, outcome: "unknown_order" },
    });
    expect(await t.db.select().from(paymentEvents)).toMatchObject([{ outcome: "unknown_order", orderId: null }]);
  });

  it("never mark an order paid by a payment the provider confirms for another amount", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", stock: 5 });
    const order = await placeOrder([{ productId: ids.bcaa, quantity: 1 }]);
    const emailsBefore = (await emails()).length;
    const paid = (amountCents: number, eventId: string) =>
      applyPaymentEvent({
        provider: "test",
        event: { eventId, orderId: order.publicId, status: "paid", occurredAt: new Date(), amountCents },
        db: t.db,
        publicUrl: PUBLIC_URL,
      });
    expect(await paid(order.totalCents - 1, "evt_short")).toEqual({ outcome: "amount_mismatch", status: "pending" });
    expect(await statusOf(order.id)).toBe("pending");
    expect(await stockOf(t.db, ids.bcaa)).toBe(5);
    expect(await emails()).toHaveLength(emailsBefore);
    expect(await paid(order.totalCents, "evt_exact")).toEqual({ outcome: "applied", status: "paid" });
  });
});

describe("the last unit (docs/product.md#stock)", () => {
  it("goes to one of two orders paid at the same time; the other needs attention", async () => {
    const ids = await insertProducts(t.db, { slug: "last", title: "Last One", stock: 1 });
    const first = await placeOrder([{ productId: ids.last, quantity: 1 }], "first@example.com");
    const second = await placeOrder([{ productId: ids.last, quantity: 1 }], "second@example.com");

    const results = await Promise.all(
      [first, second].map((order, i) =>
        applyPaymentEvent({
          provider: "test",
          event: { eventId: `evt_race_${i}`, orderId: order.publicId, status: "paid", occurredAt: new Date() },
          db: t.db,
          publicUrl: PUBLIC_URL,
          storeEmail: "store@example.com",
        }),
      ),
    );

    expect(results.map((r) => r.outcome).sort()).toEqual(["applied", "needs_attention"]);
    expect([await statusOf(first.id), await statusOf(second.id)].sort()).toEqual(["needs_attention", "paid"]);
    expect(await stockOf(t.db, ids.last)).toBe(0);
    const flagged = (await allOrders(t.db)).find((o) => o.status === "needs_attention");
    expect(flagged?.attentionReason).toBe("Not enough stock for: Last One");
    expect(flagged?.paidAt).toBeInstanceOf(Date);
    // The store is told, and the shopper still gets a receipt that explains.
    const sent = (await emails()).map((m) => m.payload as { to: string; subject: string });
    expect(sent.map((m) => m.to).sort()).toEqual([
      "first@example.com",
      "second@example.com",
      "store@example.com",
      "store@example.com",
    ]);
    const forStore = sent.filter((m) => m.to === "store@example.com").map((m) => m.subject);
    expect(forStore).toEqual(
      expect.arrayContaining([expect.stringContaining("needs attention"), expect.stringContaining("New order")]),
    );
  });

  it("takes nothing from an order's other lines when one line runs short", async () => {
    const ids = await insertProducts(t.db, { slug: "plenty", stock: 10 }, { slug: "scarce", stock: 1 });
    const order = await placeOrder([
      { productId: ids.plenty, quantity: 2 },
      { productId: ids.scarce, quantity: 1 },
    ]);
    // Sold out between checkout and payment.
    await setStock(t.db, ids.scarce, 0);
    const result = await applyPaymentEvent({
      provider: "test",
      event: { eventId: "evt_short", orderId: order.publicId, status: "paid", occurredAt: new Date() },
      db: t.db,
      publicUrl: PUBLIC_URL,
      storeEmail: "store@example.com",
    });
    expect(result).toEqual({ outcome: "needs_attention", status: "needs_attention" });
    expect(await stockOf(t.db, ids.plenty)).toBe(10);
  });
});
