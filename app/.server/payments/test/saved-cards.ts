import { createHash } from "node:crypto";
import type {
  CardSetupRequest,
  FinishCardSetupRequest,
  SaveCardRequest,
  SavedCard,
  SavedCardCharge,
  SavedCardChargeRequest,
} from "../provider";

/*
 * The test provider's cards on file, stateless as the rest of it: a payment's id says which test card paid, a saved
 * card's id says how its renewals go, and a charge's id comes from its key, so asking again answers the same.
 */

/** How a saved test card's renewals go. */
export type TestCardKind = "renews" | "declines";

const PAYMENT_ID = /^pay_test_(renews|declines)_[\w-]+$/;
const SETUP_TOKEN = /^seti_test_(renews|declines)_[\w-]{8,64}$/;
const CARD_ID = /^card_test_(renews|declines)_[0-9a-f]{16}$/;

const LAST4: Record<TestCardKind, string> = { renews: "4242", declines: "0341" };

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** A saved test card: its id comes from what it was saved from (a payment, a setup token), so saving again is one card. */
function testCard(kind: TestCardKind, owner: { email: string; providerCustomerId: string | null }, source: string) {
  return {
    providerCustomerId: owner.providerCustomerId ?? `cust_test_${digest(owner.email)}`,
    providerCardId: `card_test_${kind}_${digest(source)}`,
    brand: "Visa",
    last4: LAST4[kind],
  } satisfies SavedCard;
}

/** The id of a checkout payment made with a test card of this kind. */
export function testPaymentId(kind: TestCardKind, unique: string): string {
  return `pay_test_${kind}_${unique}`;
}

/** The card that made a test payment; null for a payment made before cards were saved. */
export function saveTestCard(request: SaveCardRequest): SavedCard | null {
  const kind = PAYMENT_ID.exec(request.providerPaymentId)?.[1] as TestCardKind | undefined;
  return kind ? testCard(kind, request, request.providerPaymentId) : null;
}

/** The test provider's card-saving page, on the store itself: it sends the shopper back to the store's own path. */
export function startTestCardSetup(request: CardSetupRequest): { setupUrl: string } {
  const back = new URL(request.returnUrl);
  return { setupUrl: `/test-checkout/card?${new URLSearchParams({ return: back.pathname + back.search })}` };
}

/** The token the card-saving page gives for a test card of this kind. */
export function testSetupToken(kind: TestCardKind, unique: string): string {
  return `seti_test_${kind}_${unique}`;
}

/** The card a setup token names, as `saveTestCard` keeps a paying card; null for a token the page never gave. */
export function finishTestCardSetup(request: FinishCardSetupRequest): SavedCard | null {
  const kind = SETUP_TOKEN.exec(request.setupToken)?.[1] as TestCardKind | undefined;
  return kind ? testCard(kind, request, request.setupToken) : null;
}

/** A renewal charged to a saved test card: the same key gives the same payment id, so it is one charge. */
export function chargeTestCard(request: SavedCardChargeRequest): SavedCardCharge {
  const kind = CARD_ID.exec(request.card.providerCardId)?.[1];
  const providerPaymentId = `pay_test_renewal_${digest(request.idempotencyKey)}`;
  if (kind === "renews") return { status: "paid", providerPaymentId, amountCents: request.amountCents };
  return { status: "declined", providerPaymentId, reason: "The card was declined." };
}
