import { describe, expect, it } from "vitest";
import { type AutomationOrder, buildAutomationPayload } from "~/.server/outbox/automation-payload";

const order: AutomationOrder = {
  orderId: "ord_8f2k",
  orderNumber: "1042",
  testMode: false,
  createdAt: new Date("2030-03-04T05:06:07.000Z"),
  customer: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: null,
    address: "1 Main St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    country: "US",
  },
  lines: [
    { title: "Whey Isolate", flavor: "Chocolate", quantity: 2, unitPriceCents: 1999, subscription: false },
    { title: "Creatine", flavor: null, quantity: 1, unitPriceCents: 1005, subscription: true },
  ],
  deliveryMethod: "shipping",
  subtotalCents: 5003,
  shippingCents: 699,
  taxCents: 0,
};

describe("buildAutomationPayload", () => {
  it("uses the documented field names, dollars with 2 decimals, and ISO time", () => {
    expect(buildAutomationPayload(order, "order.created")).toEqual({
      event: "order.created",
      order_id: "ord_8f2k",
      order_number: "1042",
      test_mode: false,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "",
      address: "1 Main St",
      city: "Austin",
      state: "TX",
      zip: "78701",
      country: "US",
      order_summary: [
        { product: "Whey Isolate", flavor: "Chocolate", quantity: 2, price: 19.99, total: 39.98, subscription: false },
        { product: "Creatine", flavor: null, quantity: 1, price: 10.05, total: 10.05, subscription: true },
      ],
      subtotal: 50.03,
      shipping_cost: 6.99,
      shipping_method: "Standard Shipping",
      tax: 0,
      total: 57.02,
      timestamp: "2030-03-04T05:06:07.000Z",
    });
  });

  it("names local delivery as docs/product.md#automation-webhook does, with its free shipping", () => {
    const payload = buildAutomationPayload({ ...order, deliveryMethod: "local", shippingCents: 0 }, "order.created");
    expect(payload.shipping_method).toBe("Local Delivery (San Angelo Only)");
    expect(payload.shipping_cost).toBe(0);
    expect(payload.total).toBe(50.03);
  });

  it("totals subtotal plus shipping, what the shopper was charged (decision 102)", () => {
    const payload = buildAutomationPayload(order, "order.created");
    expect(Math.round(payload.total * 100)).toBe(order.subtotalCents + order.shippingCents);
    const lineTotals = payload.order_summary.reduce((sum, line) => sum + Math.round(line.total * 100), 0);
    expect(lineTotals).toBe(order.subtotalCents);
  });

  it("carries the sales tax in dollars like the other amounts, and counts it in the total (decision 147)", () => {
    const payload = buildAutomationPayload({ ...order, taxCents: 413 }, "order.created");
    expect(payload.tax).toBe(4.13);
    expect(payload.total).toBe(61.15);
    expect(payload.subtotal).toBe(50.03);
  });

  it("marks test-mode orders so the automation can tell them apart", () => {
    expect(buildAutomationPayload({ ...order, testMode: true }, "order.created").test_mode).toBe(true);
  });

  it("names the event, and carries the parcel on order.shipped only", () => {
    const tracking = { carrier: "UPS", number: "1Z999", url: "https://www.ups.com/track?tracknum=1Z999" };
    expect(buildAutomationPayload(order, "order.paid")).toMatchObject({ event: "order.paid", order_number: "1042" });
    expect(buildAutomationPayload(order, "order.paid")).not.toHaveProperty("tracking");
    expect(buildAutomationPayload({ ...order, tracking }, "order.shipped")).toMatchObject({
      event: "order.shipped",
      tracking,
    });
  });
});
