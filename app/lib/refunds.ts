import { formatCents } from "./money";
import { isPaidStatus, ORDER_STATUS_LABELS, type OrderStatus } from "./order-status";
import { taxableCents, taxCents } from "./tax";

/**
 * Refund and cancellation rules (docs/back-office.md#refunds-and-cancellations, decision 149), shared by the
 * refund panel and the server. All amounts are integer cents.
 */

export const REFUND_STATUSES = ["pending", "completed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** An order line as the refund rules see it; `unitPriceCents` x `quantity` is the line's total as charged. */
export type RefundableLine = { lineId: string; title: string; quantity: number; unitPriceCents: number };

/** A refund already made or under way; a failed one returned nothing and does not count. */
export type PastRefund = {
  amountCents: number;
  /** The part of `amountCents` that was sales tax. */
  taxCents: number;
  shippingIncluded: boolean;
  status: RefundStatus;
  lines: { lineId: string; quantity: number }[];
};

export type RefundableOrder = {
  totalCents: number;
  shippingCents: number;
  /** The tax charged, and the rate and rule it was charged at (kept with the order, decision 147). */
  taxCents: number;
  tax: { ratePpm: number; shippingTaxed: boolean };
  /** Money was taken: only then is anything refundable. */
  paid: boolean;
  lines: RefundableLine[];
  refunds: PastRefund[];
};

/** What may still be refunded: per line (units), the shipping (once), and in money overall. */
export type Refundable = {
  totalCents: number;
  shippingCents: number;
  lines: { lineId: string; quantity: number }[];
};

function counted(refunds: readonly PastRefund[]): PastRefund[] {
  return refunds.filter((refund) => refund.status !== "failed");
}

export function refundedCents(refunds: readonly PastRefund[]): number {
  return counted(refunds).reduce((sum, refund) => sum + refund.amountCents, 0);
}

/** Pending refunds count already: money on its way back cannot be refunded a second time. */
export function remainingRefundable(order: RefundableOrder): Refundable {
  if (!order.paid) return { totalCents: 0, shippingCents: 0, lines: [] };
  const refunds = counted(order.refunds);
  const totalCents = Math.max(0, order.totalCents - refundedCents(refunds));
  const shippingRefunded = refunds.some((refund) => refund.shippingIncluded);
  const lines = order.lines.map((line) => {
    const refundedUnits = refunds
      .flatMap((refund) => refund.lines)
      .filter((refunded) => refunded.lineId === line.lineId)
      .reduce((sum, refunded) => sum + refunded.quantity, 0);
    return { lineId: line.lineId, quantity: Math.max(0, line.quantity - refundedUnits) };
  });
  return { totalCents, shippingCents: shippingRefunded ? 0 : Math.min(order.shippingCents, totalCents), lines };
}

export type RefundRequest = {
  /** Units per line; empty for a refund of an amount. */
  lines: { lineId: string; quantity: number }[];
  /** A refund of an amount instead of lines. */
  amountCents?: number;
  includeShipping: boolean;
};

export type RefundPlan = {
  /** Everything sent back, its tax included. */
  amountCents: number;
  /** The part of it that is tax. */
  taxCents: number;
  lines: { lineId: string; quantity: number }[];
  shippingIncluded: boolean;
};

/** What a set of refunds gave back in goods: units per line, and whether the shipping went. */
type RefundedItems = { lines: readonly { lineId: string; quantity: number }[]; shippingIncluded: boolean };

/**
 * The tax on everything refunded so far (decision 206): the refunded units at their unit price, plus the shipping
 * once refunded if the order taxed it, taxed at the order's own rate with the checkout's rounding (app/lib/tax.ts).
 * All of the order refunded is exactly its tax, so refunding every line and the shipping refunds the total.
 */
function taxOnRefunded(order: RefundableOrder, refunded: readonly RefundedItems[]): number {
  const units = refunded.flatMap((items) => items.lines);
  const goodsCents = order.lines.reduce((sum, line) => {
    const quantity = units.filter((unit) => unit.lineId === line.lineId).reduce((n, unit) => n + unit.quantity, 0);
    return sum + line.unitPriceCents * Math.min(quantity, line.quantity);
  }, 0);
  const allGoodsCents = order.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const rate = { ratePpm: order.tax.ratePpm, shippingTaxable: order.tax.shippingTaxed };
  const amounts = {
    subtotalCents: goodsCents,
    shippingCents: refunded.some((items) => items.shippingIncluded) ? order.shippingCents : 0,
  };
  // The whole taxable amount is the order's own tax, whatever rounding it was charged with.
  const whole = taxableCents({ subtotalCents: allGoodsCents, shippingCents: order.shippingCents }, rate);
  if (taxableCents(amounts, rate) >= whole) return order.taxCents;
  return Math.min(order.taxCents, taxCents(amounts, rate));
}

/**
 * The refund a request asks for, checked against what remains: a line refunds its unit price times the units,
 * shipping is added once, and the sum never exceeds what was paid and not yet refunded. A refusal is in words
 * for the back office.
 */
export function planRefund(
  order: RefundableOrder,
  request: RefundRequest,
): { ok: true; plan: RefundPlan } | { ok: false; reason: string } {
  const remaining = remainingRefundable(order);
  if (remaining.totalCents === 0) return { ok: false, reason: "Nothing is left to refund on this order." };
  const lineIds = request.lines.map((line) => line.lineId);
  if (new Set(lineIds).size !== lineIds.length) {
    return { ok: false, reason: "A line is named twice in this refund: give each line's units once." };
  }
  const lines = request.lines.filter((line) => line.quantity > 0);
  if (lines.length > 0 && request.amountCents !== undefined) {
    return { ok: false, reason: "Refund either lines or an amount, not both." };
  }
  let amountCents = request.amountCents ?? 0;
  for (const wanted of lines) {
    const line = order.lines.find((candidate) => candidate.lineId === wanted.lineId);
    const left = remaining.lines.find((candidate) => candidate.lineId === wanted.lineId)?.quantity ?? 0;
    if (!line) return { ok: false, reason: "A line to refund is not on this order." };
    if (!Number.isInteger(wanted.quantity) || wanted.quantity > left) {
      return { ok: false, reason: `Only ${left} of ${line.title} can still be refunded.` };
    }
    amountCents += line.unitPriceCents * wanted.quantity;
  }
  if (request.includeShipping) {
    if (remaining.shippingCents === 0) return { ok: false, reason: "The shipping has already been refunded." };
    amountCents += remaining.shippingCents;
  }
  const stepTaxCents =
    lines.length > 0 || request.includeShipping
      ? taxOfStep(order, { lines, shippingIncluded: request.includeShipping })
      : 0;
  amountCents += stepTaxCents;
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return { ok: false, reason: "Choose the lines, an amount or the shipping to refund." };
  }
  if (amountCents > remaining.totalCents) {
    return {
      ok: false,
      reason: `That is ${formatCents(amountCents)}, more than the ${formatCents(remaining.totalCents)} left to refund.`,
    };
  }
  return {
    ok: true,
    plan: { amountCents, taxCents: stepTaxCents, lines, shippingIncluded: request.includeShipping },
  };
}

/**
 * The tax a refund of these items sends back: the tax on everything refunded once it is done, less the tax
 * refunds made or under way already returned. Cumulative, so the rounding of each step never adds up to a cent
 * more or less than the order's tax, and a refund made before tax came back with refunds is made good.
 */
function taxOfStep(order: RefundableOrder, items: RefundedItems): number {
  return Math.max(0, taxOnRefunded(order, [...counted(order.refunds), items]) - taxReturned(order));
}

/** The tax that refunds made or under way send back. */
function taxReturned(order: RefundableOrder): number {
  return counted(order.refunds).reduce((sum, refund) => sum + refund.taxCents, 0);
}

/**
 * A cancellation's refund: everything left, its units and the shipping if not yet refunded; its tax is whatever of
 * the order's tax has not come back yet (within what is left).
 */
export function cancellationPlan(order: RefundableOrder): RefundPlan {
  const remaining = remainingRefundable(order);
  return {
    amountCents: remaining.totalCents,
    taxCents: Math.min(remaining.totalCents, Math.max(0, order.taxCents - taxReturned(order))),
    lines: remaining.lines.filter((line) => line.quantity > 0),
    shippingIncluded: remaining.shippingCents > 0,
  };
}

/**
 * The order's state after its refunds: all of the money back is `refunded`, some is `partially_refunded`; a
 * cancelled order stays `canceled`. With nothing refunded (a refund failed), the state before the refunds.
 */
export function stateAfterRefunds(options: {
  status: OrderStatus;
  totalCents: number;
  refunds: readonly PastRefund[];
  /** What to go back to when nothing counts as refunded any more. */
  statusBeforeRefunds: OrderStatus;
}): OrderStatus {
  if (options.status === "canceled") return "canceled";
  const refunded = refundedCents(options.refunds);
  if (refunded === 0) return options.statusBeforeRefunds;
  return refunded >= options.totalCents ? "refunded" : "partially_refunded";
}

/** States from which the money was taken and something may be refunded (a cancelled paid order included). */
function refundableState(status: OrderStatus): boolean {
  return (isPaidStatus(status) && status !== "refunded") || status === "canceled";
}

/** Not yet on its way: a cancellation can still stop it. */
const CANCEL_FROM: ReadonlySet<OrderStatus> = new Set(["pending", "paid", "packed", "needs_attention"]);

export type RefundRuleOrder = {
  orderNumber: string;
  status: OrderStatus;
  /** Set once the payment was taken; a cancelled checkout never had one. */
  paidAt: Date | string | null;
  /** Set once the parcel left (shipped, or out for local delivery). */
  leftAt: Date | string | null;
};

/** Why this order cannot be refunded, or null. */
export function refundRefusal(order: RefundRuleOrder): string | null {
  if (!order.paidAt || !refundableState(order.status)) {
    return `Order ${order.orderNumber} is ${ORDER_STATUS_LABELS[order.status]}: it cannot be refunded.`;
  }
  return null;
}

/**
 * Why this order cannot be cancelled, or null. A pending checkout just closes; a paid order not yet on its way
 * is refunded in full (a partly refunded one, the rest).
 */
export function cancelRefusal(order: RefundRuleOrder): string | null {
  const open = CANCEL_FROM.has(order.status) || (order.status === "partially_refunded" && !order.leftAt);
  if (open) return null;
  const label = ORDER_STATUS_LABELS[order.status];
  const why = order.status === "partially_refunded" ? `${label} and on its way` : label;
  return `Order ${order.orderNumber} is ${why}: it cannot be cancelled.`;
}

/** Units can go back on the shelf only if the order took them: a `needs_attention` order never did. */
export function restockRefusal(order: { orderNumber: string; status: OrderStatus }): string | null {
  return order.status === "needs_attention"
    ? `Order ${order.orderNumber} never took its stock: there is nothing to put back.`
    : null;
}

/** A refund as the back office lists it. */
export type RefundView = {
  id: string;
  amountCents: number;
  status: RefundStatus;
  reason: string;
  /** "2 x Whey Protein (Chocolate)", "Shipping" when it was refunded, and "Tax ($0.43)" when tax came back. */
  covered: string[];
  restock: boolean;
  cancellation: boolean;
  failureReason: string | null;
  actorEmail: string;
  createdAt: string;
};

/** What the refund panel shows and offers for one order (getRefundSummary). */
export type RefundSummary = {
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  shippingCents: number;
  /** The order's sales tax: refunded lines and shipping take their share of it back. */
  taxCents: number;
  refundedCents: number;
  remaining: Refundable;
  lines: (RefundableLine & { description: string; remainingQuantity: number })[];
  refunds: RefundView[];
  /** Why each action is refused, or null when the panel may offer it. */
  refundRefusal: string | null;
  cancelRefusal: string | null;
  restockRefusal: string | null;
  /** A cancellation sends money back (the order was paid). */
  cancelRefunds: boolean;
  /** A fresh idempotency key for the panel's forms: a double submit of one form refunds once. */
  formKey: string;
};

/** The form's field names, shared by the panel and the action. */
export const REFUND_FORM = { quantityPrefix: "qty:" } as const;

/** The order page's query parameter carrying the refund panel's last result. */
export const REFUND_NOTICE_PARAM = "refund";
