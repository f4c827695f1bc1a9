import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, outboxMessages, paymentEvents } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { CheckoutRejectedError } from "~/.server/orders/checkout/errors";
import { expireAbandonedCheckouts } from "~/.server/orders/checkout/expire-checkouts";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import type { CheckoutSubmission } from "~/lib/checkout.schema";
import {
  insertProducts,
  PUBLIC_URL,
  setStock,
  stockOf,
  submission,
  testPayments,
} from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();

const HOUR = 3600_000;
const EXPIRES_AFTER_MS = 2 * HOUR;
/** A sweep as the clock will run it once every order placed in the test is past its time. */
const later = () => new Date(Date.now() + EXPIRES_AFTER_MS + HOUR);

async function placeOrder(given: CheckoutSubmission) {
  const { order } = await startCheckout({
    submission: given,
    db: t.db,
    payments: testPayments(),
    publicUrl: PUBLIC_URL,
  });
  return order;
}

async function statusOf(orderId: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function emailsTo(email: string) {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows.filter((row) => (row.payload as { to?: string }).to === email);
}

function paymentFor(publicId: string, eventId = `evt_${publicId}`) {
  return {
    provider: "test" as const,
    event: { eventId, orderId: publicId, status: "paid" as const, occurredAt: new Date() },
    db: t.db,
    publicUrl: PUBLIC_URL,
  };
}

describe("abandoned checkouts", () => {
  it("expire after their time, unpaid and uncharged, and a retry with the same key is told to start again", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 5 });
    const given = submission([{ productId: ids.whey, quantity: 2 }]);
    const abandoned = await placeOrder(given);

    // Not yet due: nothing happens.
    expect(await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS })).toEqual([]);
    expect(await statusOf(abandoned.id)).toBe("pending");

    expect(await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now: later() })).toEqual([
      abandoned.orderNumber,
    ]);
    expect(await statusOf(abandoned.id)).toBe("expired");
    // Never charged: no payment recorded, no stock taken, no e-mail to the shopper.
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
    expect(await stockOf(t.db, ids.whey)).toBe(5);
    expect(await emailsTo(given.customer.email)).toHaveLength(0);
    // Swept again, it is not expired twice.
    expect(await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now: later() })).toEqual([]);

    const retried = placeOrder(given);
    await expect(retried).rejects.toBeInstanceOf(CheckoutRejectedError);
    await expect(retried).rejects.toMatchObject({
      status: 409,
      problems: ["This checkout has expired. Please try again."],
    });
  });

  it("leave paid orders alone", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 5 });
    const paid = await placeOrder(submission([{ productId: ids.whey, quantity: 1 }]));
    await applyPaymentEvent(paymentFor(paid.publicId));

    expect(await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now: later() })).toEqual([]);
    expect(await statusOf(paid.id)).toBe("paid");
  });

  it("honour a late payment: the order turns paid, takes its stock and sends the confirmation", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 5 });
    const given = submission([{ productId: ids.whey, quantity: 2 }]);
    const order = await placeOrder(given);
    await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now: later() });

    expect(await applyPaymentEvent(paymentFor(order.publicId))).toEqual({ outcome: "applied", status: "paid" });
    expect(await statusOf(order.id)).toBe("paid");
    expect(await stockOf(t.db, ids.whey)).toBe(3);
    expect(await emailsTo(given.customer.email)).toHaveLength(1);
  });

  it("flag a late payment whose stock has gone meanwhile as needing attention", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 5 });
    const order = await placeOrder(submission([{ productId: ids.whey, quantity: 2 }]));
    await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now: later() });
    await setStock(t.db, ids.whey, 1);

    expect(await applyPaymentEvent(paymentFor(order.publicId))).toEqual({
      outcome: "needs_attention",
      status: "needs_attention",
    });
    expect(await stockOf(t.db, ids.whey)).toBe(1);
  });

  it("ignore a failure or cancellation that arrives after expiry", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 5 });
    const order = await placeOrder(submission([{ productId: ids.whey, quantity: 1 }]));
    await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now: later() });
    const failed = paymentFor(order.publicId);
    failed.event = { ...failed.event, status: "failed" as never };

    expect(await applyPaymentEvent(failed)).toEqual({ outcome: "ignored", status: "expired" });
    expect(await statusOf(order.id)).toBe("expired");
  });

  it("are expired once when two sweeps run at once, and a payment applied meanwhile still wins", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 100 });
    const placed = [];
    for (let i = 0; i < 6; i++) {
      placed.push(
        await placeOrder(
          submission([{ productId: ids.whey, quantity: 1 }], { customer: { email: `s${i}@example.com` } }),
        ),
      );
    }
    const [payingNow, ...abandoned] = placed;
    if (!payingNow) throw new Error("no order placed");
    const now = later();

    const [first, second, payment] = await Promise.all([
      expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now, batchSize: 4 }),
      expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now, batchSize: 4 }),
      applyPaymentEvent(paymentFor(payingNow.publicId)),
    ]);
    // Whichever came first, the payment is honoured.
    expect(payment.status).toBe("paid");
    expect(await statusOf(payingNow.id)).toBe("paid");
    expect(await stockOf(t.db, ids.whey)).toBe(99);

    // No order was expired by both sweeps; a third sweep finishes what a small batch left. A sweep may reach the
    // paying order before its payment does (the payment then still wins, above), so it may be among the swept.
    const third = await expireAbandonedCheckouts({ db: t.db, expiresAfterMs: EXPIRES_AFTER_MS, now });
    const swept = [...first, ...second, ...third];
    expect(new Set(swept).size).toBe(swept.length);
    const sweptAbandoned = swept.filter((orderNumber) => orderNumber !== payingNow.orderNumber);
    expect(sweptAbandoned.sort()).toEqual(abandoned.map((order) => order.orderNumber).sort());
    for (const order of abandoned) expect(await statusOf(order.id)).toBe("expired");
  });
});
