import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, outboxMessages, refunds, stockMovements } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { applyRefundEvent } from "~/.server/orders/payment-events/apply-refund-event";
import { getRefundSummary } from "~/.server/orders/refunds/get-refund-summary";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import { getWebhookProvider } from "~/.server/payments";
import type { PaymentProvider } from "~/.server/payments/provider";
import { createSquareClient, createSquareProvider } from "~/.server/payments/square";
import { SQUARE_SIGNATURE_HEADER, signSquareNotification } from "~/.server/payments/square/signature";
import { action as webhook } from "~/routes/api.webhooks.payments.$provider";
import { insertProducts, linesOf, PUBLIC_URL, stockOf, submission } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";
import { type FakeSquare, startFakeSquare } from "../../../support/fake-square-server";

const t = withTestDatabase();

// The webhook route reaches the process database and the active provider; here, the test's and the fake Square's.
vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));
vi.mock("~/.server/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/payments")>()),
  getWebhookProvider: vi.fn(),
}));
const ACCESS_TOKEN = "EAAA-test-token";
const LOCATION_ID = "L8FAKE0001";
const SIGNATURE_KEY = "square-signature-key";
const NOTIFICATION_URL = `${PUBLIC_URL}/api/webhooks/payments/square`;
const actor = { userId: null, email: "clerk@example.com" };

let square: FakeSquare;
let provider: PaymentProvider;

beforeEach(async () => {
  square = await startFakeSquare({ accessToken: ACCESS_TOKEN, locationId: LOCATION_ID });
  provider = createSquareProvider({
    client: createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url }),
    locationId: LOCATION_ID,
    webhookSignatureKey: SIGNATURE_KEY,
    publicUrl: PUBLIC_URL,
  });
});
afterEach(() => square.close());

function signature(rawBody: string) {
  return signSquareNotification({ signatureKey: SIGNATURE_KEY, notificationUrl: NOTIFICATION_URL, rawBody });
}

/** A Square order paid on the fake's hosted checkout, as the payment webhook records it. */
async function paidSquareOrder() {
  const ids = await insertProducts(t.db, { slug: "whey", stock: 10 });
  const { order } = await startCheckout({
    submission: submission([{ productId: ids.whey, quantity: 2 }]),
    db: t.db,
    payments: { provider, testMode: true },
    publicUrl: PUBLIC_URL,
  });
  const squareOrderId = [...square.orders.keys()][0] as string;
  const paymentId = square.payOrder(squareOrderId);
  await applyPaymentEvent({
    provider: "square",
    event: {
      eventId: "evt-paid",
      orderId: order.publicId,
      status: "paid",
      occurredAt: new Date(),
      providerPaymentId: paymentId,
      amountCents: order.totalCents,
    },
    db: t.db,
    publicUrl: PUBLIC_URL,
    storeEmail: "store@example.com",
  });
  const [line] = await linesOf(t.db, order.id);
  if (!line) throw new Error("no line");
  return { order, ids, line, paymentId };
}

/** A notification as Square signs it, verified and applied as the webhook route does. */
async function deliver(rawBody: string) {
  const headers = new Headers({ [SQUARE_SIGNATURE_HEADER]: signature(rawBody) });
  const event = await provider.verifyRefundWebhook?.({ url: NOTIFICATION_URL, headers, rawBody });
  if (!event) throw new Error("the refund event was not verified");
  return applyRefundEvent({ provider: "square", event, db: t.db, publicUrl: PUBLIC_URL });
}

async function orderStatus(id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

async function refundEmailCount() {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows.filter((row) => (row.payload as { subject: string }).subject.includes("refund")).length;
}

describe("refunds through Square", () => {
  it("sends the back office's refund to Square, and completes it when refund.updated says COMPLETED", async () => {
    const { order, ids, line, paymentId } = await paidSquareOrder();
    const answer = await refundOrder({
      actor,
      db: t.db,
      provider,
      publicUrl: PUBLIC_URL,
      idempotencyKey: randomUUID(),
      orderNumber: order.orderNumber,
      lines: [{ lineId: line.id, quantity: 1 }],
      includeShipping: false,
      restock: true,
      reason: "Arrived damaged",
    });
    expect(answer).toMatchObject({
      ok: true,
      status: "pending",
      message: "$20.00 refund sent to the payment provider; it completes when they confirm it.",
    });
    const [squareRefund] = [...square.refunds.values()];
    expect(squareRefund).toMatchObject({ payment_id: paymentId, amount_money: { amount: 2000, currency: "USD" } });
    expect(await orderStatus(order.id)).toBe("partially_refunded");
    // Pending: no e-mail and no stock back yet.
    expect(await refundEmailCount()).toBe(0);
    expect(await stockOf(t.db, ids.whey)).toBe(8);

    const refundId = squareRefund?.id as string;
    expect(await deliver(square.refundNotification("refund.created", refundId))).toMatchObject({ outcome: "updated" });
    square.settleRefund(refundId, "COMPLETED");
    const updated = square.refundNotification("refund.updated", refundId, "evt-done");
    expect(await deliver(updated)).toEqual({ outcome: "updated", status: "partially_refunded" });
    // Delivered again: nothing more happens.
    await deliver(updated);
    expect(await t.db.select().from(refunds)).toMatchObject([
      { status: "completed", providerRefundId: refundId, amountCents: 2000 },
    ]);
    expect(await refundEmailCount()).toBe(1);
    expect(await stockOf(t.db, ids.whey)).toBe(9);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.reason, "refund_restock"))).toHaveLength(1);
  });

  it("records a refund made in Square's dashboard like one made here, once however often it is delivered", async () => {
    const { order, paymentId } = await paidSquareOrder();
    const refundId = square.refundInDashboard(paymentId, 500);
    const created = square.refundNotification("refund.created", refundId);
    expect(await deliver(created)).toEqual({ outcome: "recorded", status: "partially_refunded" });
    expect(await deliver(created)).toEqual({ outcome: "updated", status: "partially_refunded" });
    square.settleRefund(refundId, "COMPLETED");
    await deliver(square.refundNotification("refund.updated", refundId));
    const summary = await getRefundSummary({ orderNumber: order.orderNumber, db: t.db });
    expect(summary?.refundedCents).toBe(500);
    expect(summary?.refunds).toMatchObject([
      { amountCents: 500, status: "completed", actorEmail: "payment provider (square)" },
    ]);
    expect(await refundEmailCount()).toBe(1);

    // The rest, in the dashboard too: the order is refunded.
    const rest = square.refundInDashboard(paymentId, order.totalCents - 500);
    square.settleRefund(rest, "COMPLETED");
    expect(await deliver(square.refundNotification("refund.updated", rest))).toEqual({
      outcome: "recorded",
      status: "refunded",
    });
  });

  it("does not count twice a refund whose webhook arrives before Square's answer is written", async () => {
    const { order } = await paidSquareOrder();
    // The provider answers only after the webhook for the new refund has been applied.
    const overtaken: PaymentProvider = {
      ...provider,
      async refund(request) {
        const answer = await provider.refund(request);
        await deliver(square.refundNotification("refund.created", answer.providerRefundId));
        return answer;
      },
    };
    await refundOrder({
      actor,
      db: t.db,
      provider: overtaken,
      publicUrl: PUBLIC_URL,
      idempotencyKey: randomUUID(),
      orderNumber: order.orderNumber,
      amountCents: 1000,
      includeShipping: false,
      restock: false,
      reason: "",
    });
    const rows = await t.db.select().from(refunds);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).toBe([...square.refunds.keys()][0]);
    expect((await getRefundSummary({ orderNumber: order.orderNumber, db: t.db }))?.refundedCents).toBe(1000);
  });

  it("frees the amount again when Square rejects the refund", async () => {
    const { order } = await paidSquareOrder();
    await refundOrder({
      actor,
      db: t.db,
      provider,
      publicUrl: PUBLIC_URL,
      idempotencyKey: randomUUID(),
      orderNumber: order.orderNumber,
      amountCents: order.totalCents,
      includeShipping: false,
      restock: false,
      reason: "",
    });
    expect(await orderStatus(order.id)).toBe("refunded");
    const refundId = [...square.refunds.keys()][0] as string;
    square.settleRefund(refundId, "REJECTED");
    expect(await deliver(square.refundNotification("refund.updated", refundId))).toEqual({
      outcome: "updated",
      status: "paid",
    });
    const summary = await getRefundSummary({ orderNumber: order.orderNumber, db: t.db });
    expect(summary?.remaining.totalCents).toBe(order.totalCents);
    expect(summary?.refunds[0]).toMatchObject({ status: "failed", failureReason: "The payment provider refused it." });
  });

  it("reach the order through the payment webhook route, which refuses an unsigned one", async () => {
    vi.mocked(getWebhookProvider).mockReturnValue(provider);
    const { order, paymentId } = await paidSquareOrder();
    const refundId = square.refundInDashboard(paymentId, 700);
    const rawBody = square.refundNotification("refund.created", refundId);
    const post = async (sign: string) => {
      const request = new Request(NOTIFICATION_URL, {
        method: "POST",
        headers: { "content-type": "application/json", [SQUARE_SIGNATURE_HEADER]: sign },
        body: rawBody,
      });
      const response = await webhook({ request, params: { provider: "square" }, context: {} } as never);
      return { status: response.status, body: await response.json() };
    };
    expect(await post("forged")).toEqual({ status: 401, body: { error: "Invalid signature" } });
    expect(await orderStatus(order.id)).toBe("paid");
    expect(await post(signature(rawBody))).toEqual({ status: 200, body: { received: true, outcome: "recorded" } });
    expect(await orderStatus(order.id)).toBe("partially_refunded");
  });
});
