import { describe, expect, it } from "vitest";
import { isNotCompleted, isPaidStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/lib/order-status";

describe("order statuses", () => {
  it("tell paid orders, waiting ones and checkouts that ended unpaid apart", () => {
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual([
      "paid",
      "needs_attention",
      "packed",
      "shipped",
      "out_for_delivery",
      "delivered",
      "partially_refunded",
      "refunded",
    ]);
    expect(ORDER_STATUSES.filter(isNotCompleted)).toEqual(["failed", "canceled", "expired"]);
    expect(ORDER_STATUS_LABELS.expired).toBe("Not completed");
  });
});
