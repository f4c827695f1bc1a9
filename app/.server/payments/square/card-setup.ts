import type { SquareClient } from "square";
import type { CardSetupRequest, FinishCardSetupRequest, SavedCard } from "../provider";
import { SQUARE_CARD_PATH } from "./card-form";
import { cardOf, customerIdFor } from "./saved-cards";
import { isSquareError } from "./sdk";

/** The Web Payments SDK's card nonces; anything else never came from the card form, so Square is not asked. */
const NONCE = /^cnon:[\w:-]{1,250}$/;

/**
 * Square's answers to CreateCard for a nonce it will not store: unknown, expired or used (nonces live 24 hours and
 * save once), or card data its checks refused. The shopper enters the card again; any other error is thrown.
 */
const REFUSED_NONCE = new Set([
  "NOT_FOUND",
  "CARD_TOKEN_EXPIRED",
  "CARD_TOKEN_USED",
  "SOURCE_EXPIRED",
  "SOURCE_USED",
  "INVALID_CARD",
  "INVALID_CARD_DATA",
]);

/** The card form on the store's own page, which sends the shopper back with the card's nonce as setup_token. */
export function startSquareCardSetup(request: CardSetupRequest): { setupUrl: string } {
  const back = new URL(request.returnUrl);
  return { setupUrl: `${SQUARE_CARD_PATH}?${new URLSearchParams({ return: back.pathname + back.search })}` };
}

/** CreateCard from the card form's nonce, for the shopper's customer (created first when there is none). */
export async function finishSquareCardSetup(
  client: SquareClient,
  request: FinishCardSetupRequest,
): Promise<SavedCard | null> {
  if (!NONCE.test(request.setupToken)) return null;
  const customerId = await customerIdFor(client, request);
  try {
    const { card } = await client.cards.create({
      idempotencyKey: request.idempotencyKey,
      sourceId: request.setupToken,
      card: { customerId },
    });
    return cardOf(card, customerId);
  } catch (error) {
    if (isSquareError(error) && error.statusCode === 400 && error.errors.some(isRefusal)) return null;
    throw error;
  }
}

/** A refused nonce, or a card its issuer declined when Square checked it (PAYMENT_METHOD_ERROR). */
function isRefusal(error: { category: string; code: string }): boolean {
  return REFUSED_NONCE.has(error.code) || error.category === "PAYMENT_METHOD_ERROR";
}
