import { describe, expect, it } from "vitest";
import type { DeliveryMethod } from "~/lib/delivery";
import { allowedActions, ORDER_ACTIONS, type OrderAction, refusal, trackingOf } from "~/lib/fulfilment";
import { ORDER_STATUSES, type OrderStatus } from "~/lib/order-status";

/** Every step the back office may take, written out by hand: anything not listed must be refused. */
const ALLOWED: Record<DeliveryMethod, Partial<Record<OrderStatus, OrderAction[]>>> = {
  shipping: {
    paid: ["pack"],
    packed: ["ship"],
    shipped: ["deliver"],
    needs_attention: ["resolve"],
    // A partly refunded order still sends what is left (decision 149).
    partially_refunded: ["pack"],
  },
  local: {
    paid: ["pack", "send_out"],
    packed: ["send_out"],
    out_for_delivery: ["deliver"],
    needs_attention: ["resolve"],
    partially_refunded: ["pack", "send_out"],
  },
};

describe("the fulfilment state machine", () => {
  for (const deliveryMethod of ["shipping", "local"] as const) {
    for (const status of ORDER_STATUSES) {
      const allowed = ALLOWED[deliveryMethod][status] ?? [];
      it(`${deliveryMethod}, ${status}: offers ${allowed.join(", ") || "nothing"} and refuses the rest`, () => {
        expect(allowedActions({ status, deliveryMethod })).toEqual(allowed);
        for (const action of ORDER_ACTIONS) {
          const reason = refusal({ orderNumber: "CS-10001", status, deliveryMethod }, action);
          if (allowed.includes(action)) expect(reason).toBeNull();
          else expect(reason).toMatch(/^Order CS-10001 is .+: it cannot be .+\.$/);
        }
      });
    }
  }

  it("says why in words: the state, or the delivery method", () => {
    expect(refusal({ orderNumber: "CS-10001", status: "pending", deliveryMethod: "shipping" }, "pack")).toBe(
      "Order CS-10001 is Pending: it cannot be marked packed.",
    );
    expect(refusal({ orderNumber: "CS-10002", status: "packed", deliveryMethod: "local" }, "ship")).toBe(
      "Order CS-10002 is for local delivery: it cannot be marked shipped.",
    );
    expect(refusal({ orderNumber: "CS-10003", status: "delivered", deliveryMethod: "shipping" }, "deliver")).toBe(
      "Order CS-10003 is Delivered: it cannot be marked delivered.",
    );
  });
});

describe("trackingOf", () => {
  it("links a known carrier's tracking page with the number encoded", () => {
    expect(trackingOf("ups", "1Z 999 AA1")).toEqual({
      carrier: "UPS",
      number: "1Z 999 AA1",
      url: "https://www.ups.com/track?tracknum=1Z%20999%20AA1",
    });
  });

  it("is null without a carrier, a number, or for a carrier it does not know", () => {
    expect(trackingOf(null, "123456")).toBeNull();
    expect(trackingOf("usps", null)).toBeNull();
    expect(trackingOf("pigeon", "123456")).toBeNull();
    expect(trackingOf("toString", "123456")).toBeNull();
  });
});
