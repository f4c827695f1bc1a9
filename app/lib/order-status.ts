/**
 * `needs_attention`: paid, but stock ran out before the order could take it (docs/product.md#stock); the store
 * contacts the shopper about a backorder or a refund. `expired`: a checkout left unpaid past its time (decision 115).
 * `packed` → `shipped` → `delivered` (or `out_for_delivery` → `delivered` for local delivery) are the back
 * office's fulfilment steps after payment; which step may follow which is `app/lib/fulfilment.ts`.
 * `partially_refunded` / `refunded`: some or all of the money went back (`app/lib/refunds.ts`); `canceled` is also
 * a paid order the back office cancelled (its money refunded), not only a checkout canceled at the provider.
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "failed",
  "canceled",
  "needs_attention",
  "expired",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "partially_refunded",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Payment failed",
  canceled: "Canceled",
  needs_attention: "Paid, needs attention",
  expired: "Not completed",
  packed: "Packed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/** Checkouts that ended without a payment: listed apart from real orders in the account (decision 115). */
export function isNotCompleted(status: OrderStatus): boolean {
  return status === "expired" || status === "failed" || status === "canceled";
}

const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  "paid",
  "needs_attention",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "partially_refunded",
  "refunded",
]);

/** The money was taken: every state from payment on, fulfilment steps and refunds included. */
export function isPaidStatus(status: OrderStatus): boolean {
  return PAID_STATUSES.has(status);
}
