import type { Square, SquareClient } from "square";
import { absoluteUrl } from "~/.server/seo/public-url";
import { orderTotalCents } from "~/lib/order-amounts";
import { formatRatePercent } from "~/lib/tax";
import type { HostedCheckoutRequest, PaymentEvent, PaymentProvider, WebhookRequest } from "../provider";
import { finishSquareCardSetup, startSquareCardSetup } from "./card-setup";
import { CURRENCY, centsOf, money } from "./client";
import { refundSquarePayment, verifySquareRefundEvent } from "./refunds";
import { chargeSquareSavedCard, readSquareCardEvent, saveSquareCard } from "./saved-cards";
import { isSquareError } from "./sdk";
import { isValidSquareSignature, SQUARE_SIGNATURE_HEADER } from "./signature";
import { readSquareEvent, readSquareInventoryEvent, type SquareEventFacts } from "./webhook-event";

export type SquareProviderOptions = {
  client: SquareClient;
  locationId: string;
  webhookSignatureKey: string;
  /** The notification URL registered with Square; unset, PUBLIC_URL plus the webhook request's path. */
  webhookUrl?: string;
  publicUrl: string;
  /** Whether the store's card form page can take a card (SQUARE_APPLICATION_ID): a replaced card is saved from it. */
  cardForm?: boolean;
};

const PAYMENT_STATUSES: Partial<Record<string, PaymentEvent["status"]>> = {
  COMPLETED: "paid",
  FAILED: "failed",
  CANCELED: "canceled",
};

/**
 * On a taxed order shipping is a charge of the order itself, marked taxable or not as the state decides, so
 * Square's tax never depends on how it treats the checkout's shipping fee. Untaxed orders keep that fee.
 */
function shippingIsOrderCharge(request: HostedCheckoutRequest): boolean {
  return request.tax.cents > 0 && request.shippingCents > 0;
}

/**
 * Square's order as sent to the hosted checkout: every price comes from our server-priced order. Sales tax is
 * one order-level tax at the order's rate: Square works it out on the whole taxable amount and rounds half to
 * even, as we do (decision 147), so its total is ours.
 */
function squareOrder(request: HostedCheckoutRequest, locationId: string): Square.Order {
  return {
    locationId,
    referenceId: request.orderId,
    lineItems: request.lines.map((line) => ({
      name: line.name,
      quantity: String(line.quantity),
      basePriceMoney: money(line.unitPriceCents),
    })),
    ...(request.tax.cents > 0 && {
      taxes: [
        {
          uid: "sales-tax",
          name: "Sales tax",
          percentage: formatRatePercent(request.tax.ratePpm),
          type: "ADDITIVE",
          scope: "ORDER",
        },
      ],
    }),
    ...(shippingIsOrderCharge(request) && {
      serviceCharges: [
        {
          uid: "shipping",
          name: "Shipping",
          amountMoney: money(request.shippingCents),
          calculationPhase: "SUBTOTAL_PHASE",
          taxable: request.tax.shippingTaxed,
        },
      ],
    }),
  };
}

/** An order is paid when Square holds payments for it and nothing is left to pay. */
function isFullyPaid(order: Square.Order): boolean {
  return (order.tenders?.length ?? 0) > 0 && centsOf(order.netAmountDueMoney) === 0;
}

function statusOf(facts: SquareEventFacts, order: Square.Order): PaymentEvent["status"] | null {
  if (facts.source === "payment") {
    const status = PAYMENT_STATUSES[facts.status] ?? null;
    // A completed payment pays the order only when Square says nothing is left to pay on it.
    return status === "paid" && !isFullyPaid(order) ? null : status;
  }
  if (order.state === "CANCELED") return "canceled";
  return (order.state === "OPEN" || order.state === "COMPLETED") && isFullyPaid(order) ? "paid" : null;
}

/** What Square answers for an id it knows; null for one it does not (a 404). */
async function retrieveOrNull<T>(retrieve: () => Promise<{ order?: T | null; payment?: T | null }>): Promise<T | null> {
  try {
    const response = await retrieve();
    return response.order ?? response.payment ?? null;
  } catch (error) {
    if (isSquareError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The event's payment as Square's API has it: its status from there, and only when it belongs to the event's
 * order and is in our currency.
 */
async function confirmPayment(options: {
  client: SquareClient;
  facts: SquareEventFacts;
  order: Square.Order;
}): Promise<SquareEventFacts | null> {
  const { client, facts, order } = options;
  const paymentId = facts.paymentId;
  if (!paymentId) return null;
  const payment = await retrieveOrNull<Square.Payment>(() => client.payments.get({ paymentId }));
  if (!payment?.status || payment.orderId !== order.id || payment.amountMoney?.currency !== CURRENCY) return null;
  return { ...facts, status: payment.status };
}

/** Square's hosted checkout (Payment Links) behind the store's provider interface. */
export function createSquareProvider(options: SquareProviderOptions): PaymentProvider<"square"> {
  const { client, locationId } = options;

  function isSigned(request: WebhookRequest): boolean {
    const notificationUrl = options.webhookUrl ?? absoluteUrl(options.publicUrl, new URL(request.url).pathname);
    return isValidSquareSignature({
      signatureKey: options.webhookSignatureKey,
      notificationUrl,
      rawBody: request.rawBody,
      signature: request.headers.get(SQUARE_SIGNATURE_HEADER),
    });
  }

  return {
    name: "square",
    displayName: "Square",

    async createHostedCheckout(request) {
      const subtotalCents = request.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const total = orderTotalCents({
        subtotalCents,
        shippingCents: request.shippingCents,
        taxCents: request.tax.cents,
      });
      if (total !== request.totalCents) {
        throw new Error(`order ${request.orderNumber}: lines, shipping and tax do not add up to the total`);
      }
      const response = await client.checkout.paymentLinks.create({
        idempotencyKey: request.idempotencyKey,
        order: squareOrder(request, locationId),
        checkoutOptions: {
          redirectUrl: request.redirectUrl,
          // Square cannot save a wallet payment's card (INVALID_CARD_DATA), and renewals need one.
          ...(request.savesCard && {
            acceptedPaymentMethods: { applePay: false, googlePay: false, cashAppPay: false, afterpayClearpay: false },
          }),
          // Shipping shows on Square's page and receipt as its own line.
          ...(request.shippingCents > 0 &&
            !shippingIsOrderCharge(request) && {
              shippingFee: { name: "Shipping", charge: money(request.shippingCents) },
            }),
        },
        prePopulatedData: { buyerEmail: request.email },
        paymentNote: `Order ${request.orderNumber}`,
      });
      const link = response.paymentLink;
      if (!link?.url || !link.id) throw new Error("Square answered without a payment link");
      return { checkoutUrl: link.url, providerCheckoutId: link.id };
    },

    refund: (request) => refundSquarePayment(client, request),

    async verifyRefundWebhook(request) {
      return isSigned(request) ? verifySquareRefundEvent(client, request) : null;
    },

    verifyStockWebhook(request) {
      return isSigned(request) ? readSquareInventoryEvent(request.rawBody, options.locationId) : null;
    },

    saveCard: (request) => saveSquareCard(client, request),

    chargeSavedCard: (request) => chargeSquareSavedCard({ client, locationId }, request),

    // The portal offers "Replace card" only where these exist (decision 230).
    ...(options.cardForm && {
      startCardSetup: async (request) => startSquareCardSetup(request),
      finishCardSetup: (request) => finishSquareCardSetup(client, request),
    }),

    async verifyCardWebhook(request) {
      return isSigned(request) ? readSquareCardEvent(client, request.rawBody) : null;
    },

    // Signed events that need no action (e.g. payment.updated APPROVED) are answered 200, so Square stops resending.
    isSignedWebhook: isSigned,

    async verifyWebhook(request: WebhookRequest) {
      if (!isSigned(request)) return null;
      const facts = readSquareEvent(request.rawBody);
      if (!facts) return null;
      // The event names Square's order; its reference_id is our order id. Nothing else in the event is
      // believed (decision 076): the order and the payment are read back from Square's API. A failure other
      // than "not found" throws, so the webhook answers 5xx and Square delivers the event again.
      const order = await retrieveOrNull(() => client.orders.get({ orderId: facts.squareOrderId }));
      if (!order?.referenceId || order.totalMoney?.currency !== CURRENCY) return null;
      const confirmed = facts.source === "payment" ? await confirmPayment({ client, facts, order }) : facts;
      if (!confirmed) return null;
      const status = statusOf(confirmed, order);
      if (!status) return null;
      const amountCents = centsOf(order.totalMoney);
      return {
        eventId: facts.eventId,
        orderId: order.referenceId,
        status,
        occurredAt: facts.occurredAt,
        ...(amountCents !== null && { amountCents }),
        ...(facts.paymentId && { providerPaymentId: facts.paymentId }),
      };
    },
  };
}
