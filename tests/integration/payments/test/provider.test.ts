import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orders, outboxMessages, paymentEvents } from "~/.server/db/schema";
import { TEST_PAYMENT_WEBHOOK_TOPIC } from "~/.server/payments/test/webhook-sender";
import { action as pay, loader as testCheckoutPage } from "~/routes/test-checkout.$orderId";
import { allOrders, insertProducts, placePaidOrder } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();

vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

async function placeOrder() {
  const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", priceCents: 2999, stock: 4 });
  return placePaidOrder(t.db, [{ productId: ids.bcaa, quantity: 1 }], { paid: false });
}

function card(cardNumber: string, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    cardNumber,
    expiry: "12/49",
    cvc: "123",
    name: "Dana Rivera",
    ...changes,
  })) {
    form.set(name, value);
  }
  return form;
}

async function submitCard(orderId: string, form: FormData) {
  const request = new Request(`http://localhost/test-checkout/${orderId}`, { method: "POST", body: form });
  return pay({ request, params: { orderId }, context: {} } as unknown as Parameters<typeof pay>[0]);
}

function resultOf(result: Awaited<ReturnType<typeof pay>>) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  return { status: result.init?.status, data: result.data };
}

describe("the test provider's hosted page", () => {
  it("declines 4000 0000 0000 0002 with a clear message, records the attempt and leaves the order pending", async () => {
    const order = await placeOrder();
    expect(resultOf(await submitCard(order.publicId, card("4000 0000 0000 0002")))).toEqual({
      status: 402,
      data: { error: "Your card was declined." },
    });
    const [after] = await allOrders(t.db);
    expect(after?.status).toBe("pending");
    expect(await t.db.select().from(paymentEvents)).toMatchObject([
      { type: "declined", outcome: "recorded", orderId: order.id },
    ]);
  });

  it("refuses other card numbers and incomplete card details", async () => {
    const order = await placeOrder();
    expect(resultOf(await submitCard(order.publicId, card("5555 5555 5555 4444")))).toEqual({
      status: 400,
      data: { error: "Use a test card number." },
    });
    const incomplete = resultOf(
      await submitCard(order.publicId, card("4242424242424242", { expiry: "01/20", cvc: "1" })),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.data).toEqual({
      fieldErrors: { expiry: "Enter a future expiry date as MM/YY", cvc: "Enter the 3 or 4 digit CVC" },
    });
  });

  it("pays with 4242 4242 4242 4242: back to the store at once, the signed webhook queued for a moment later", async () => {
    const order = await placeOrder();
    const submitted = Date.now();
    expect(resultOf(await submitCard(order.publicId, card("4242 4242 4242 4242")))).toEqual({
      status: 303,
      location: `/order-success?orderId=${order.publicId}`,
    });
    // Nothing yet: the confirmation page sees the order pending first.
    expect((await allOrders(t.db))[0]?.status).toBe("pending");
    const [queued] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.topic, TEST_PAYMENT_WEBHOOK_TOPIC));
    expect(queued).toMatchObject({ status: "pending", payload: { orderId: order.publicId } });
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(submitted);
  });

  it("sends the shopper of a paid order to the confirmation", async () => {
    const order = await placeOrder();
    await t.db.update(orders).set({ status: "paid" }).where(eq(orders.id, order.id));
    const again = await testCheckoutPage({
      params: { orderId: order.publicId },
    } as unknown as Parameters<typeof testCheckoutPage>[0]).catch((thrown: unknown) => thrown);
    expect(again).toBeInstanceOf(Response);
    expect((again as Response).headers.get("Location")).toBe(`/order-success?orderId=${order.publicId}`);
  });

  it("is a 404 for an order that does not exist", async () => {
    const thrown = await testCheckoutPage({
      params: { orderId: "AAAAAAAAAAAAAAAAAAAAAA" },
    } as unknown as Parameters<typeof testCheckoutPage>[0]).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
