import type { Square, SquareClient, SquareError } from "square";
import { z } from "zod";
import { readJsonBody } from "../json-body";
import type { CardEvent, SaveCardRequest, SavedCard, SavedCardCharge, SavedCardChargeRequest } from "../provider";
import { CURRENCY, centsOf, money } from "./client";
import { isSquareError } from "./sdk";

/** Square's card brands as shoppers know them; any other is title-cased (DISCOVER_DINERS: Discover Diners). */
const BRAND_NAMES: Partial<Record<string, string>> = {
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  AMERICAN_EXPRESS: "American Express",
  DISCOVER: "Discover",
  JCB: "JCB",
};

export function brandName(cardBrand: string): string {
  return (
    BRAND_NAMES[cardBrand] ??
    cardBrand
      .toLowerCase()
      .split("_")
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ")
  );
}

/** What the shopper is told about a decline, by Square's error code; any other code is a plain decline. */
const DECLINE_REASONS: Partial<Record<string, string>> = {
  CARD_EXPIRED: "The card has expired.",
  EXPIRATION_FAILURE: "The card has expired.",
  INSUFFICIENT_FUNDS: "The card has insufficient funds.",
  CVV_FAILURE: "The card's security code was not accepted.",
  ADDRESS_VERIFICATION_FAILURE: "The card's billing postal code was not accepted.",
  TRANSACTION_LIMIT: "The charge is over the card's limit.",
  CARD_NOT_SUPPORTED: "The card cannot be used for this payment.",
  CARD_DECLINED_VERIFICATION_REQUIRED: "The card's bank asked for the payment to be confirmed.",
};
const GENERIC_DECLINE = "The card was declined.";

export function cardOf(card: Square.Card | undefined, providerCustomerId: string): SavedCard {
  if (!card?.id || !card.cardBrand || !card.last4) throw new Error("Square answered without a card");
  return { providerCustomerId, providerCardId: card.id, brand: brandName(card.cardBrand), last4: card.last4 };
}

/** CreateCustomer, unless the shopper already has one: a card on file belongs to a customer. */
export async function customerIdFor(
  client: SquareClient,
  request: Pick<SaveCardRequest, "idempotencyKey" | "email" | "providerCustomerId">,
): Promise<string> {
  if (request.providerCustomerId) return request.providerCustomerId;
  const { customer } = await client.customers.create({
    idempotencyKey: `${request.idempotencyKey}:customer`,
    emailAddress: request.email,
  });
  if (!customer?.id) throw new Error("Square answered without a customer");
  return customer.id;
}

/** CreateCard from the checkout's payment; null when Square cannot keep its card (a digital wallet payment). */
export async function saveSquareCard(client: SquareClient, request: SaveCardRequest): Promise<SavedCard | null> {
  const customerId = await customerIdFor(client, request);
  try {
    const { card } = await client.cards.create({
      idempotencyKey: request.idempotencyKey,
      sourceId: request.providerPaymentId,
      card: { customerId },
    });
    return cardOf(card, customerId);
  } catch (error) {
    // Square's answer for a payment whose card it will not store (Cards API: no Apple Pay or Google Pay).
    if (isSquareError(error) && error.statusCode === 400 && error.errors.some((e) => e.code === "INVALID_CARD_DATA")) {
      return null;
    }
    throw error;
  }
}

/** A decline's body may carry the FAILED payment (CreatePaymentResponse); the SDK keeps it as Square sent it. */
const declineBody = z.object({ payment: z.object({ id: z.string().min(1) }).optional() });

/** A decline is Square's final word on the charge; any other error leaves the outcome unknown. */
function declineOf(error: SquareError): SavedCardCharge | null {
  const declines = error.errors.filter((e) => e.category === "PAYMENT_METHOD_ERROR");
  if ((error.statusCode !== 400 && error.statusCode !== 402) || declines.length === 0) return null;
  const parsed = declineBody.safeParse(error.body);
  const reason = declines.map((e) => DECLINE_REASONS[e.code]).find(Boolean) ?? GENERIC_DECLINE;
  return { status: "declined", providerPaymentId: (parsed.success && parsed.data.payment?.id) || null, reason };
}

/** CreatePayment with the card on file, completed at once; a retry with the same key gets Square's first answer. */
export async function chargeSquareSavedCard(
  options: { client: SquareClient; locationId: string },
  request: SavedCardChargeRequest,
): Promise<SavedCardCharge> {
  let payment: Square.Payment | undefined;
  try {
    ({ payment } = await options.client.payments.create({
      idempotencyKey: request.idempotencyKey,
      sourceId: request.card.providerCardId,
      ...(request.card.providerCustomerId && { customerId: request.card.providerCustomerId }),
      amountMoney: money(request.amountCents),
      autocomplete: true,
      referenceId: request.orderId,
      locationId: options.locationId,
    }));
  } catch (error) {
    const decline = isSquareError(error) ? declineOf(error) : null;
    if (decline) return decline;
    throw error;
  }
  if (payment?.id && payment.status === "FAILED") {
    return { status: "declined", providerPaymentId: payment.id, reason: GENERIC_DECLINE };
  }
  const amountCents = centsOf(payment?.amountMoney);
  if (
    !payment?.id ||
    payment.status !== "COMPLETED" ||
    amountCents === null ||
    payment.amountMoney?.currency !== CURRENCY
  ) {
    throw new Error("Square answered without a completed payment");
  }
  return { status: "paid", providerPaymentId: payment.id, amountCents };
}

/** The parts of Square's card.automatically_updated / card.disabled events the store reads. */
const cardEvent = z.object({
  type: z.enum(["card.automatically_updated", "card.disabled"]),
  event_id: z.string().min(1),
  data: z.object({ object: z.object({ card: z.object({ id: z.string().min(1) }) }) }),
});

/**
 * A signed card event, believed only as Square's API has the card (decision 076 for payments): the event names
 * the card; whether it is enabled, and its brand and last digits, come from RetrieveCard. null for anything else.
 */
export async function readSquareCardEvent(client: SquareClient, rawBody: string): Promise<CardEvent | null> {
  const event = readJsonBody(cardEvent, rawBody);
  if (!event) return null;
  let card: Square.Card | undefined;
  try {
    card = (await client.cards.get({ cardId: event.data.object.card.id })).card;
  } catch (error) {
    if (isSquareError(error) && error.statusCode === 404) return null;
    throw error;
  }
  if (!card?.id) return null;
  if (card.enabled === false) return { eventId: event.event_id, kind: "disabled", providerCardId: card.id };
  // A disabled event for a card Square still has enabled is not believed.
  if (event.type !== "card.automatically_updated" || !card.cardBrand || !card.last4) return null;
  return {
    eventId: event.event_id,
    kind: "updated",
    providerCardId: card.id,
    brand: brandName(card.cardBrand),
    last4: card.last4,
  };
}
