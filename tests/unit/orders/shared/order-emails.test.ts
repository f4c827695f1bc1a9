import { describe, expect, it } from "vitest";
import { orderConfirmationEmail } from "~/.server/orders/shared/order-emails";
import type { OrderLineRow, OrderRow } from "~/.server/orders/shared/shape";

const order: OrderRow = {
  id: "00000000-0000-4000-8000-000000000001",
  publicId: "pub_123",
  orderNumber: "CS-10001",
  status: "paid",
  email: "dana@example.com",
  firstName: "Dana",
  lastName: "Rivera",
  phone: null,
  address: "12 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  country: "US",
  deliveryMethod: "shipping",
  expectedDeliveryDate: null,
  subtotalCents: 2999,
  shippingCents: 699,
  taxCents: 0,
  taxRatePpm: 0,
  shippingTaxed: false,
  totalCents: 3698,
  paymentProvider: "test",
  providerCheckoutId: null,
  checkoutUrl: null,
  providerPaymentId: null,
  idempotencyKey: "key",
  requestHash: "hash",
  testMode: false,
  userId: null,
  renewal: false,
  attentionReason: null,
  paidAt: new Date("2030-01-01T10:00:00Z"),
  packedAt: null,
  shippedAt: null,
  outForDeliveryAt: null,
  deliveredAt: null,
  carrier: null,
  trackingNumber: null,
  lastPaymentEventAt: null,
  createdAt: new Date("2030-01-01T09:00:00Z"),
  updatedAt: new Date("2030-01-01T10:00:00Z"),
};

const lines: OrderLineRow[] = [
  {
    id: "00000000-0000-4000-8000-000000000002",
    orderId: order.id,
    position: 0,
    productId: null,
    productSlug: "bcaa",
    title: "BCAA",
    flavor: null,
    variantId: null,
    quantity: 1,
    unitPriceCents: 2999,
    lineTotalCents: 2999,
    subscription: false,
    cadenceWeeks: null,
  },
];

describe("the order confirmation e-mail", () => {
  it("shows the tax between shipping and the total where some was charged (decision 147)", () => {
    const { text } = orderConfirmationEmail(
      { ...order, taxCents: 231, totalCents: 3929 },
      lines,
      "https://shop.example",
    );
    expect(text).toContain("Shipping: $6.99\n\nTax: $2.31\n\nTotal: $39.29");
  });

  it("has no tax line where none was charged", () => {
    const { text } = orderConfirmationEmail(order, lines, "https://shop.example");
    expect(text).not.toContain("Tax");
    expect(text).toContain("Shipping: $6.99\n\nTotal: $36.98");
  });
});
