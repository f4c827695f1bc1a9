import { describe, expect, it } from "vitest";
import { seededRandom } from "~/.server/demo/generated/random";
import {
  cancellationPlan,
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
import { MAX_COMBINED_RATE_PPM, taxCents } from "~/lib/tax";

/** Two whey at $29.99 and a creatine at $17.99, shipping $6.99: $84.96. */
const ORDER: RefundableOrder = {
  totalCents: 2 * 2999 + 1799 + 699,
  shippingCents: 699,
  taxCents: 0,
  tax: { ratePpm: 0, shippingTaxed: false },
  paid: true,
  lines: [
    { lineId: "whey", title: "Whey", quantity: 2, unitPriceCents: 2999 },
    { lineId: "creatine", title: "Creatine", quantity: 1, unitPriceCents: 1799 },
  ],
  refunds: [],
};

const refund = (changes: Partial<PastRefund>): PastRefund => ({
  amountCents: 0,
  taxCents: 0,
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
      plan: { amountCents: 2999 + 699, taxCents: 0, lines: [{ lineId: "whey", quantity: 1 }], shippingIncluded: true },
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

describe("a line named twice", () => {
  it("is refused, not refunded twice", () => {
    const twice = [
      { lineId: "whey", quantity: 1 },
      { lineId: "whey", quantity: 1 },
    ];
    expect(planRefund(ORDER, { lines: twice, includeShipping: false })).toEqual({
      ok: false,
      reason: "A line is named twice in this refund: give each line's units once.",
    });
  });
});

describe("the tax a refund gives back", () => {
  /** The owner's order: one capsule tub to Denver at Colorado's 2.9%, shipping not taxed: $22.41. */
  const DENVER: RefundableOrder = {
    totalCents: 1499 + 699 + 43,
    shippingCents: 699,
    taxCents: 43,
    tax: { ratePpm: 29_000, shippingTaxed: false },
    paid: true,
    lines: [{ lineId: "capsules", title: "Caffeine + L-Theanine Capsules", quantity: 1, unitPriceCents: 1499 }],
    refunds: [],
  };

  it("refunds the line's share of the tax: the whole order comes back, to the cent", () => {
    expect(planRefund(DENVER, { lines: [{ lineId: "capsules", quantity: 1 }], includeShipping: true })).toEqual({
      ok: true,
      plan: { amountCents: 2241, taxCents: 43, lines: [{ lineId: "capsules", quantity: 1 }], shippingIncluded: true },
    });
  });

  it("taxes shipping only where the order's tax did", () => {
    expect(planRefund(DENVER, { lines: [], includeShipping: true })).toMatchObject({
      plan: { amountCents: 699, taxCents: 0 },
    });
    // 6.25% on $14.99 + $6.99 = $1.37375: $1.37; the shipping alone, $0.43688: $0.44.
    const taxed = {
      ...DENVER,
      taxCents: 137,
      totalCents: 1499 + 699 + 137,
      tax: { ratePpm: 62_500, shippingTaxed: true },
    };
    expect(planRefund(taxed, { lines: [], includeShipping: true })).toMatchObject({
      plan: { amountCents: 699 + 44, taxCents: 44 },
    });
  });

  it("rounds the tax on everything refunded so far, so that steps never drift from the order's tax", () => {
    // Three units at $0.10, 5%: the order's tax is 1.5 cents, rounded half to even: 2 cents. Each unit's
    // own tax would round to 0 (0.5 to even), so per-unit tax would give back nothing.
    const order: RefundableOrder = {
      totalCents: 30 + 2,
      shippingCents: 0,
      taxCents: 2,
      tax: { ratePpm: 50_000, shippingTaxed: false },
      paid: true,
      lines: [{ lineId: "gum", title: "Gum", quantity: 3, unitPriceCents: 10 }],
      refunds: [],
    };
    const refunds: PastRefund[] = [];
    const taxes: number[] = [];
    for (let step = 0; step < 3; step += 1) {
      const planned = planRefund(
        { ...order, refunds },
        { lines: [{ lineId: "gum", quantity: 1 }], includeShipping: false },
      );
      if (!planned.ok) throw new Error(planned.reason);
      taxes.push(planned.plan.taxCents);
      refunds.push({ ...planned.plan, status: "completed" });
    }
    expect(taxes).toEqual([0, 1, 1]);
    expect(refunds.reduce((sum, past) => sum + past.amountCents, 0)).toBe(order.totalCents);
  });

  it("makes good the tax of a refund made before tax came back with refunds", () => {
    const before = { ...DENVER, refunds: [refund({ amountCents: 699, shippingIncluded: true })] };
    const legacy = {
      ...DENVER,
      refunds: [refund({ amountCents: 1499, lines: [{ lineId: "capsules", quantity: 1 }] })],
    };
    expect(planRefund(before, { lines: [{ lineId: "capsules", quantity: 1 }], includeShipping: false })).toMatchObject({
      plan: { amountCents: 1499 + 43, taxCents: 43 },
    });
    expect(planRefund(legacy, { lines: [], includeShipping: true })).toMatchObject({
      plan: { amountCents: 699 + 43, taxCents: 43 },
    });
  });

  it("sends back, on a cancellation, all the tax not yet returned", () => {
    const halfway = {
      ...DENVER,
      refunds: [refund({ amountCents: 699, shippingIncluded: true }), refund({ amountCents: 500, status: "failed" })],
    };
    expect(cancellationPlan(halfway)).toEqual({
      amountCents: 1499 + 43,
      taxCents: 43,
      lines: [{ lineId: "capsules", quantity: 1 }],
      shippingIncluded: false,
    });
  });
});

describe("refunding a whole taxed order in random steps", () => {
  /** One random order: up to four lines, a rate, shipping taxed or not, its tax as the checkout charges it. */
  function randomOrder(random: () => number): RefundableOrder {
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const lines = Array.from({ length: int(1, 4) }, (_, index) => ({
      lineId: `line-${index}`,
      title: `Line ${index}`,
      quantity: int(1, 5),
      // Cheap lines too, where each unit's tax is a fraction of a cent.
      unitPriceCents: random() < 0.3 ? int(1, 60) : int(61, 20_000),
    }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const shippingCents = random() < 0.3 ? 0 : int(1, 1500);
    const rate = { ratePpm: random() < 0.1 ? 0 : int(1, MAX_COMBINED_RATE_PPM), shippingTaxable: random() < 0.5 };
    const tax = taxCents({ subtotalCents, shippingCents }, rate);
    return {
      totalCents: subtotalCents + shippingCents + tax,
      shippingCents,
      taxCents: tax,
      tax: { ratePpm: rate.ratePpm, shippingTaxed: rate.shippingTaxable },
      paid: true,
      lines,
      refunds: [],
    };
  }

  it("always ends at exactly the order's total and tax, failed refunds along the way included", () => {
    const random = seededRandom(20261128);
    for (let iteration = 0; iteration < 1000; iteration += 1) {
      const order = randomOrder(random);
      const refunds: PastRefund[] = [];
      let earlierFailures = 0;
      for (let step = 0; remainingRefundable({ ...order, refunds }).totalCents > 0; step += 1) {
        if (step > 200) throw new Error(`Iteration ${iteration} does not end`);
        const left = remainingRefundable({ ...order, refunds });
        const lines = left.lines
          .filter((line) => line.quantity > 0 && random() < 0.5)
          .map((line) => ({ lineId: line.lineId, quantity: 1 + Math.floor(random() * line.quantity) }));
        const includeShipping = left.shippingCents > 0 && random() < 0.3;
        if (lines.length === 0 && !includeShipping) continue;
        const planned = planRefund({ ...order, refunds }, { lines, includeShipping });
        if (!planned.ok) throw new Error(`Iteration ${iteration}: ${planned.reason}`);
        expect(planned.plan.taxCents).toBeGreaterThanOrEqual(0);
        const outcome = random();
        refunds.push({ ...planned.plan, status: outcome < 0.1 ? "failed" : outcome < 0.2 ? "pending" : "completed" });
        // Now and then a refund made earlier fails after later ones were made: its goods are refundable again.
        const counted = refunds.filter((past) => past.status !== "failed");
        if (earlierFailures < 2 && counted.length > 1 && random() < 0.1) {
          const earlier = counted[Math.floor(random() * (counted.length - 1))];
          if (earlier) earlier.status = "failed";
          earlierFailures += 1;
        }
      }
      const counted = refunds.filter((past) => past.status !== "failed");
      const sum = (pick: (past: PastRefund) => number) => counted.reduce((total, past) => total + pick(past), 0);
      expect(
        sum((past) => past.amountCents),
        `iteration ${iteration}`,
      ).toBe(order.totalCents);
      expect(
        sum((past) => past.taxCents),
        `iteration ${iteration}`,
      ).toBe(order.taxCents);
      expect(remainingRefundable({ ...order, refunds }).lines.every((line) => line.quantity === 0)).toBe(true);
      expect(
        stateAfterRefunds({ status: "paid", totalCents: order.totalCents, refunds, statusBeforeRefunds: "paid" }),
      ).toBe("refunded");
    }
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
