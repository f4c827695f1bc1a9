import type { PaymentEvent } from "~/.server/payments/provider";
import { isPaidStatus, type OrderStatus } from "~/lib/order-status";

export type PaymentTransition =
  | { kind: "pay" }
  | { kind: "mark"; status: "failed" | "canceled" }
  | { kind: "ignore"; reason: string };

/**
 * What a verified payment event does to an order (decision 103). Paid is final: nothing moves a paid order,
 * and a payment beats a failure or cancellation whatever order they arrive in (the money was taken).
 * Between failed and canceled the newer event wins; an event older than the last one applied is ignored.
 * An expired checkout (decision 115) is closed: only a payment, however late, moves it. An order once paid and
 * then cancelled in the back office (its money refunded, decision 149) is never paid again by an event.
 */
export function paymentTransition(
  order: { status: OrderStatus; lastPaymentEventAt: Date | null; paidAt?: Date | null },
  event: Pick<PaymentEvent, "status" | "occurredAt">,
): PaymentTransition {
  if (isPaidStatus(order.status) || order.paidAt) return { kind: "ignore", reason: "already paid" };
  if (event.status === "paid") return { kind: "pay" };
  if (order.status === "expired") return { kind: "ignore", reason: "expired" };
  if (order.lastPaymentEventAt && event.occurredAt < order.lastPaymentEventAt) {
    return { kind: "ignore", reason: "older than the last event applied" };
  }
  if (order.status === event.status) return { kind: "ignore", reason: `already ${event.status}` };
  return { kind: "mark", status: event.status };
}
