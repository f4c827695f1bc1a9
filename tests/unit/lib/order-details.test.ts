import { describe, expect, it } from "vitest";
import { trackOrderSchema } from "~/lib/checkout.schema";
import { describeLine, normalizeOrderNumber } from "~/lib/order-details";

describe("orders as shoppers see them", () => {
  it("accept an order number typed loosely", () => {
    expect(normalizeOrderNumber(" cs-10001 ")).toBe("CS-10001");
    expect(normalizeOrderNumber("#CS-10001")).toBe("CS-10001");
    expect(normalizeOrderNumber("10001")).toBe("CS-10001");
    expect(trackOrderSchema.parse({ orderNumber: "10001", email: " a@b.co " })).toEqual({
      orderNumber: "CS-10001",
      email: "a@b.co",
    });
  });

  it("describe a line in one string", () => {
    expect(describeLine({ name: "Whey", flavor: "Chocolate", subscription: true })).toBe(
      "Whey (Chocolate, Subscription)",
    );
    expect(describeLine({ name: "Whey", flavor: null, subscription: false })).toBe("Whey");
  });
});
