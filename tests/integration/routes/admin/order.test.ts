import { describe, expect, it, vi } from "vitest";
import { createOrder } from "~/.server/orders/checkout/create-order";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { action, loader } from "~/routes/admin/order";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { insertProducts, PUBLIC_URL, submission } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

async function paidOrderNumber() {
  const { whey } = await insertProducts(t.db, { slug: "whey" });
  const { order } = await createOrder({
    db: t.db,
    submission: submission([{ productId: whey, quantity: 1 }]),
    provider: "test",
    testMode: true,
  });
  await applyPaymentEvent({
    db: t.db,
    provider: "test",
    event: { eventId: "evt-1", orderId: order.publicId, status: "paid", occurredAt: new Date() },
    publicUrl: PUBLIC_URL,
    storeEmail: "store@shop.example",
  });
  return order.orderNumber;
}

describe("/admin/orders/:orderNumber", () => {
  it("shows the order with its next steps, takes them, and answers a bad form or a refused step with the reason", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const orderNumber = await paidOrderNumber();
    const path = `/admin/orders/${orderNumber}`;
    const params = { orderNumber };
    const post = (form: Record<string, string>) =>
      outcome(async () =>
        action({ request: pageRequest(path, { cookie: clerk.cookie, form }), params, context: {} } as never),
      );
    const load = () =>
      outcome(async () =>
        loader({ request: pageRequest(path, { cookie: clerk.cookie }), params, context: {} } as never),
      );

    expect(await load()).toMatchObject({
      status: 200,
      data: { order: { orderNumber, status: "paid", actions: ["pack"], customer: { email: "dana@example.com" } } },
    });
    expect(await post({ intent: "ship", carrier: "ups", trackingNumber: "1Z999AA10123456784" })).toEqual({
      status: 409,
      data: { error: `Order ${orderNumber} is Paid: it cannot be marked shipped.` },
    });
    expect(await post({ intent: "pack" })).toEqual({
      status: 200,
      data: { done: `Order ${orderNumber} marked packed.` },
    });
    expect(await post({ intent: "ship", carrier: "ups", trackingNumber: "<script>" })).toEqual({
      status: 400,
      data: { error: "Enter the tracking number: 6 to 40 letters, digits, spaces or dashes." },
    });
    expect(await post({ intent: "ship", carrier: "pigeon", trackingNumber: "1Z999AA10123456784" })).toEqual({
      status: 400,
      data: { error: "Choose the carrier." },
    });
    expect(await post({ intent: "teleport" })).toMatchObject({ status: 400 });
    expect(await post({ intent: "ship", carrier: "ups", trackingNumber: " 1Z999AA10123456784 " })).toEqual({
      status: 200,
      data: { done: `Order ${orderNumber} marked shipped.` },
    });
    expect(await load()).toMatchObject({
      data: {
        order: {
          status: "shipped",
          actions: ["deliver"],
          tracking: { carrier: "UPS", number: "1Z999AA10123456784" },
          audit: [
            { action: "order.ship", actorEmail: "clerk@example.com" },
            { action: "order.pack", actorEmail: "clerk@example.com" },
          ],
        },
      },
    });
  });
});
