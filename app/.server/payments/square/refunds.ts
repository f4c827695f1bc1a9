import type { Square, SquareClient, SquareError } from "square";
import {
  type ProviderRefund,
  type ProviderRefundRequest,
  type RefundEvent,
  RefundRefusedError,
  type WebhookRequest,
} from "../provider";
import { CURRENCY, centsOf, money } from "./client";
import { readSquareRefundEvent } from "./refund-event";
import { isSquareError } from "./sdk";

/** Square's refund states as ours: PENDING until the card network settles it. */
const REFUND_STATUSES: Partial<Record<string, ProviderRefund["status"]>> = {
  PENDING: "pending",
  COMPLETED: "completed",
  REJECTED: "failed",
  FAILED: "failed",
};

function statusOf(refund: Square.PaymentRefund): ProviderRefund["status"] | null {
  return REFUND_STATUSES[refund.status ?? ""] ?? null;
}

/** Square's own words for a refusal, for the back office. */
function refusalText(error: SquareError): string {
  const detail = error.errors.map((e) => e.detail ?? e.code).join(" ");
  return `Square refused the refund: ${detail || error.message}`;
}

/** RefundPayment: refunds part or all of the order's payment, once per idempotency key. */
export async function refundSquarePayment(
  client: SquareClient,
  request: ProviderRefundRequest,
): Promise<ProviderRefund> {
  if (!request.providerPaymentId) throw new RefundRefusedError("Square has no payment recorded for this order.");
  try {
    const { refund } = await client.refunds.refundPayment({
      idempotencyKey: request.idempotencyKey,
      amountMoney: money(request.amountCents),
      paymentId: request.providerPaymentId,
      // Square takes at most 192 characters of reason.
      ...(request.reason && { reason: request.reason.slice(0, 192) }),
    });
    const status = refund && statusOf(refund);
    if (!refund?.id || !status) throw new Error("Square answered without a refund");
    return { providerRefundId: refund.id, status };
  } catch (error) {
    // A 4xx is Square's answer: nothing was refunded. Anything else is not known, and is passed on as is.
    if (isSquareError(error) && error.statusCode && error.statusCode < 500) {
      throw new RefundRefusedError(refusalText(error));
    }
    throw error;
  }
}

/**
 * A refund event believed only as Square's API has the refund (decision 076 for payments): its status, amount,
 * payment and currency come from GetPaymentRefund, never from the event's body.
 */
export async function verifySquareRefundEvent(
  client: SquareClient,
  request: WebhookRequest,
): Promise<RefundEvent | null> {
  const facts = readSquareRefundEvent(request.rawBody);
  if (!facts) return null;
  let refund: Square.PaymentRefund | undefined;
  try {
    refund = (await client.refunds.get({ refundId: facts.refundId })).refund;
  } catch (error) {
    if (isSquareError(error) && error.statusCode === 404) return null;
    throw error;
  }
  const status = refund && statusOf(refund);
  const amountCents = centsOf(refund?.amountMoney);
  if (!refund?.paymentId || !status || amountCents === null || refund.amountMoney?.currency !== CURRENCY) return null;
  return {
    eventId: facts.eventId,
    providerRefundId: refund.id,
    providerPaymentId: refund.paymentId,
    amountCents,
    status,
    occurredAt: refund.updatedAt ? new Date(refund.updatedAt) : facts.occurredAt,
  };
}
