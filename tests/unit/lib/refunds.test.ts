import { describe, expect, it } from "vitest";
import {
  cancelRefusal,
  type PastRefund,
  planRefund,
  type RefundableOrder,
  refundRefusal,
  remainingRefundable,
  restockRefusal,
  stateAfterRefunds,
} from "~/lib/refunds";
import { refundFormSchema } from "~/lib/refunds.schema";

/** Two whey at $29.99 and a creatine at $17.99, shipping $6.99: $84.96. */
const ORDER: RefundableOrder = {
  totalCents: 2 * 2999 + 1799 + 699,
  shippingCents: 699,
  paid: true,
  lines: [
    { lineId: "whey", title: "Whey", quantity: 2, unitPriceCents: 2999 },
    { lineId: "creatine", title: "Creatine", quantity: 1, unitPriceCents: 1799 },
  ],
  refunds: [],
};

const refund = (changes: Partial<PastRefund>): PastRefund => ({
  amountCents: 0,
  shippingIncluded: false,
  status: "completed",
  lines: [],
  ...changes,
});

describe("what remains refundable", () => {
  it("is everything paid, less refunds made or under way; failed ones give nothing back", () => {
    expect(remainingRefundable(ORDER)).toEqual({
      totalCents: 8496,
      shippingCents: 699,
      lines: [
        { lineId: "whey", quantity: 2 },
        { lineId: "creatine", quantity: 1 },
      ],
    });
    const after = remainingRefundable({
      ...ORDER,
      refunds: [
        refund({ amountCents: 2999 + 699, shippingIncluded: true, lines: [{ lineId: "whey", quantity: 1 }] }),
        refund({ amountCents: 1000, status: "pending" }),
        refund({ amountCents: 1799, status: "failed", lines: [{ lineId: "creatine", quantity: 1 }] }),
      ],
    });
    expect(after).toEqual({
      totalCents: 8496 - 3698 - 1000,
      shippingCents: 0,
      lines: [
        { lineId: "whey", quantity: 1 },
        { lineId: "creatine", quantity: 1 },
      ],
    });
  });

  it("is nothing on an unpaid order, and never more shipping than money left", () => {
    expect(remainingRefundable({ ...ORDER, paid: false }).totalCents).toBe(0);
    expect(remainingRefundable({ ...ORDER, refunds: [refund({ amountCents: 8000 })] }).shippingCents).toBe(496);
  });
});

describe("planning a refund", () => {
  it("prices units at the line's unit price and adds the shipping once", () => {
    expect(planRefund(ORDER, { lines: [{ lineId: "whey", quantity: 1 }], includeShipping: true })).toEqual({
      ok: true,
      plan: { amountCents: 2999 + 699, lines: [{ lineId: "whey", quantity: 1 }], shippingIncluded: true },
    });
    const shipped = { ...ORDER, refunds: [refund({ amountCents: 699, shippingIncluded: true })] };
    expect(planRefund(shipped, { lines: [], includeShipping: true })).toEqual({
      ok: false,
      reason: "The shipping has already been refunded.",
    });
  });

  it("refunds an amount, never more than is left", () => {
    expect(planRefund(ORDER, { lines: [], amountCents: 8496, includeShipping: false })).toMatchObject({ ok: true });
    expect(planRefund(ORDER, { lines: [], amountCents: 8497, includeShipping: false })).toEqual({
      ok: false,
      reason: "That is $84.97, more than the $84.96 left to refund.",
    });
    const amountFirst = { ...ORDER, refunds: [refund({ amountCents: 8000 })] };
    expect(planRefund(amountFirst, { lines: [{ lineId: "whey", quantity: 1 }], includeShipping: false })).toEqual({
      ok: false,
      reason: "That is $29.99, more than the $4.96 left to refund.",
    });
  });

  it("refuses units not bought or already refunded, both lines and an amount, an empty request, and a refunded order", () => {
    const refunded = { ...ORDER, refunds: [refund({ amountCents: 2999, lines: [{ lineId: "whey", quantity: 1 }] })] };
    expect(planRefund(refunded, { lines: [{ lineId: "whey", quantity: 2 }], includeShipping: false })).toEqual({
      ok: false,
      reason: "Only 1 of Whey can still be refunded.",
    });
    expect(planRefund(ORDER, { lines: [{ lineId: "zinc", quantity: 1 }], includeShipping: false })).toMatchObject({
      ok: false,
      reason: "A line to refund is not on this order.",
    });
    expect(
      planRefund(ORDER, { lines: [{ lineId: "whey", quantity: 1 }], amountCents: 100, includeShipping: false }),
    ).toMatchObject({ ok: false, reason: "Refund either lines or an amount, not both." });
    expect(planRefund(ORDER, { lines: [{ lineId: "whey", quantity: 0 }], includeShipping: false })).toMatchObject({
      ok: false,
      reason: "Choose the lines, an amount or the shipping to refund.",
    });
    const all = { ...ORDER, refunds: [refund({ amountCents: 8496 })] };
    expect(planRefund(all, { lines: [], amountCents: 1, includeShipping: false })).toMatchObject({
      ok: false,
      reason: "Nothing is left to refund on this order.",
    });
  });
});

describe("the order's state after refunds", () => {
  const base = { status: "shipped" as const, totalCents: 8496, statusBeforeRefunds: "shipped" as const };
  it("is partially refunded, then refunded; a cancelled order stays cancelled; none counted goes back", () => {
    expect(stateAfterRefunds({ ...base, refunds: [refund({ amountCents: 100, status: "pending" })] })).toBe(
      "partially_refunded",
    );
    expect(stateAfterRefunds({ ...base, refunds: [refund({ amountCents: 8496 })] })).toBe("refunded");
    expect(stateAfterRefunds({ ...base, status: "canceled", refunds: [refund({ amountCents: 8496 })] })).toBe(
      "canceled",
    );
    expect(
      stateAfterRefunds({
        ...base,
        status: "partially_refunded",
        refunds: [refund({ amountCents: 100, status: "failed" })],
      }),
    ).toBe("shipped");
  });
});

describe("which orders may be refunded or cancelled", () => {
  const order = (status: Parameters<typeof refundRefusal>[0]["status"], leftAt: Date | null = null) => ({
    orderNumber: "CS-10001",
    status,
    paidAt: status === "pending" ? null : new Date(),
    leftAt,
  });

  it("refunds any paid state, and a cancelled order that was paid", () => {
    for (const status of ["paid", "needs_attention", "packed", "shipped", "delivered", "partially_refunded"] as const) {
      expect(refundRefusal(order(status)), status).toBeNull();
    }
    expect(refundRefusal(order("canceled"))).toBeNull();
    expect(refundRefusal({ ...order("canceled"), paidAt: null })).toBe(
      "Order CS-10001 is Canceled: it cannot be refunded.",
    );
    expect(refundRefusal(order("pending"))).toBe("Order CS-10001 is Pending: it cannot be refunded.");
    expect(refundRefusal(order("refunded"))).toBe("Order CS-10001 is Refunded: it cannot be refunded.");
  });

  it("cancels what has not left the store", () => {
    for (const status of ["pending", "paid", "packed", "needs_attention", "partially_refunded"] as const) {
      expect(cancelRefusal(order(status)), status).toBeNull();
    }
    expect(cancelRefusal(order("shipped", new Date()))).toBe("Order CS-10001 is Shipped: it cannot be cancelled.");
    expect(cancelRefusal(order("out_for_delivery", new Date()))).toBe(
      "Order CS-10001 is Out for delivery: it cannot be cancelled.",
    );
    expect(cancelRefusal(order("partially_refunded", new Date()))).toBe(
      "Order CS-10001 is Partially refunded and on its way: it cannot be cancelled.",
    );
    expect(cancelRefusal(order("canceled"))).toBe("Order CS-10001 is Canceled: it cannot be cancelled.");
  });

  it("puts stock back only for an order that took it", () => {
    expect(restockRefusal({ orderNumber: "CS-10001", status: "paid" })).toBeNull();
    expect(restockRefusal({ orderNumber: "CS-10001", status: "needs_attention" })).toBe(
      "Order CS-10001 never took its stock: there is nothing to put back.",
    );
  });
});

describe("the refund form", () => {
  const key = "a-form-key-123";
  const amountOf = (amount: string) =>
    refundFormSchema.parse({ intent: "refund", idempotencyKey: key, amount, lines: [] }) as { amount?: number };
  it("reads dollars exactly as cents, and checkboxes", () => {
    expect(
      refundFormSchema.parse({
        intent: "refund",
        idempotencyKey: key,
        amount: "$12.5",
        includeShipping: "on",
        lines: [],
      }),
    ).toEqual({
      intent: "refund",
      idempotencyKey: key,
      amount: 1250,
      includeShipping: true,
      restock: false,
      reason: "",
      lines: [],
    });
    expect(amountOf("0.29").amount).toBe(29);
    expect(amountOf(" ").amount).toBeUndefined();
  });

  it("refuses an amount that is not dollars and cents, and a fractional quantity", () => {
    for (const amount of ["12,50", "1.234", "-3", "abc"]) {
      expect(refundFormSchema.safeParse({ intent: "refund", idempotencyKey: key, amount, lines: [] }).success).toBe(
        false,
      );
    }
    const lines = [{ lineId: "00000000-0000-4000-8000-000000000000", quantity: "1.5" }];
    expect(refundFormSchema.safeParse({ intent: "refund", idempotencyKey: key, lines }).success).toBe(false);
  });
});
