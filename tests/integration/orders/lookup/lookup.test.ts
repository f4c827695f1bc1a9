import { describe, expect, it, vi } from "vitest";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { getOrderDetails } from "~/.server/orders/lookup/get-order-details";
import { trackOrder } from "~/.server/orders/lookup/track-order";
import { ORDER_NOT_FOUND_MESSAGE } from "~/lib/order-details";
import { loader as orderDetailsApi } from "~/routes/api.orders.$orderId";
import { loader as orderSuccess } from "~/routes/order-success";
import { action as trackOrderAction } from "~/routes/track-order";
import { insertProducts, PUBLIC_URL, submission, testPayments } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();

vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

async function placeOrder() {
  const ids = await insertProducts(t.db, {
    slug: "whey",
    title: "Whey",
    priceCents: 2500,
    subscriptionPriceCents: 2250,
    flavors: ["Chocolate"],
  });
  const { order } = await startCheckout({
    submission: submission(
      [
        { productId: ids.whey, flavor: "Chocolate", quantity: 2 },
        { productId: ids.whey, flavor: "Chocolate", quantity: 1, subscription: true },
      ],
      { customer: { email: "Dana@Example.com" } },
    ),
    db: t.db,
    payments: testPayments(),
    publicUrl: PUBLIC_URL,
  });
  return order;
}

async function getJson(orderId: string) {
  const response = await orderDetailsApi({ params: { orderId } } as unknown as Parameters<typeof orderDetailsApi>[0]);
  return { status: response.status, body: await response.json() };
}

describe("get-order-details", () => {
  it("answers the order details by public id, amounts in cents", async () => {
    const order = await placeOrder();
    expect(await getJson(order.publicId)).toEqual({
      status: 200,
      body: {
        orderId: order.publicId,
        orderNumber: order.orderNumber,
        total: 7250,
        customerEmail: "Dana@Example.com",
        status: "pending",
        testMode: true,
        items: [
          { name: "Whey", flavor: "Chocolate", subscription: false, cadenceWeeks: null, quantity: 2, price: 5000 },
          { name: "Whey", flavor: "Chocolate", subscription: true, cadenceWeeks: 4, quantity: 1, price: 2250 },
        ],
        tracking: null,
      },
    });
  });

  it("is a bare 404 for a made-up id, the order number or the internal id (docs/product.md#order-links)", async () => {
    const order = await placeOrder();
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", order.orderNumber, order.id, "x"]) {
      expect(await getJson(id)).toEqual({ status: 404, body: { error: "Not found" } });
    }
  });

  it("feeds the confirmation page by orderId, else transactionId; no or an unknown id is a 404", async () => {
    const order = await placeOrder();
    const load = async (query: string) => {
      const result = await orderSuccess({
        request: new Request(`http://localhost/order-success${query}`),
      } as unknown as Parameters<typeof orderSuccess>[0]);
      return { status: result.init?.status ?? 200, data: result.data };
    };
    expect((await load(`?orderId=${order.publicId}`)).data.order?.orderNumber).toBe(order.orderNumber);
    expect((await load(`?transactionId=${order.publicId}`)).data.order?.orderNumber).toBe(order.orderNumber);
    for (const query of ["?orderId=AAAAAAAAAAAAAAAAAAAAAA", ""]) {
      expect(await load(query)).toEqual({ status: 404, data: { order: null, problem: "not-found" } });
    }
    expect(await getOrderDetails({ publicId: order.publicId, db: t.db })).not.toBeNull();
  });
});

describe("/track-order", () => {
  async function track(orderNumber: string, email: string) {
    const form = new FormData();
    form.set("orderNumber", orderNumber);
    form.set("email", email);
    const request = new Request("http://localhost/track-order", { method: "POST", body: form });
    const result = await trackOrderAction({ request, context: {} } as unknown as Parameters<
      typeof trackOrderAction
    >[0]);
    return { status: result.init?.status ?? 200, data: result.data };
  }

  it("finds the order by number and email, case-insensitively, with totals and delivery", async () => {
    const order = await placeOrder();
    const digits = order.orderNumber.replace("CS-", "");
    for (const [number, email] of [
      [order.orderNumber, "dana@example.com"],
      [` #${order.orderNumber.toLowerCase()} `, "DANA@EXAMPLE.COM "],
      [digits, "Dana@Example.com"],
    ]) {
      const { status, data } = await track(number as string, email as string);
      expect(status).toBe(200);
      expect(data).toMatchObject({
        order: { orderNumber: order.orderNumber, status: "pending", subtotal: 7250, shipping: 0, tax: 0, total: 7250 },
      });
    }
  });

  it("gives one neutral answer for a wrong pair, whichever half is wrong", async () => {
    const order = await placeOrder();
    for (const [number, email] of [
      [order.orderNumber, "someone@example.com"],
      ["CS-99999", "dana@example.com"],
    ] as const) {
      expect(await track(number, email)).toEqual({
        status: 404,
        data: { notFound: ORDER_NOT_FOUND_MESSAGE, values: { orderNumber: number, email } },
      });
    }
    expect(await trackOrder({ orderNumber: "CS-99999", email: "dana@example.com", db: t.db })).toBeNull();
  });

  it("asks for both fields", async () => {
    const { status, data } = await track("", "not an email");
    expect(status).toBe(400);
    expect(data).toMatchObject({
      fieldErrors: { orderNumber: "Enter your order number", email: "Please enter a valid email address" },
    });
  });
});
