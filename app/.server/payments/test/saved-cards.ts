import { createHash } from "node:crypto";
import type { SaveCardRequest, SavedCard, SavedCardCharge, SavedCardChargeRequest } from "../provider";

/*
 * The test provider's cards on file, stateless as the rest of it: a payment's id says which test card paid, a saved
 * card's id says how its renewals go, and a charge's id comes from its key, so asking again answers the same.
 */

/** How a saved test card's renewals go. */
export type TestCardKind = "renews" | "declines";

const PAYMENT_ID = /^pay_test_(renews|declines)_[\w-]+$/;
const CARD_ID = /^card_test_(renews|declines)_[0-9a-f]{16}$/;

const LAST4: Record<TestCardKind, string> = { renews: "4242", declines: "0341" };

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** The id of a checkout payment made with a test card of this kind. */
export function testPaymentId(kind: TestCardKind, unique: string): string {
  return `pay_test_${kind}_${unique}`;
}

/** The card that made a test payment; null for a payment made before cards were saved. */
export function saveTestCard(request: SaveCardRequest): SavedCard | null {
  const kind = PAYMENT_ID.exec(request.providerPaymentId)?.[1] as TestCardKind | undefined;
  if (!kind) return null;
  return {
    providerCustomerId: request.providerCustomerId ?? `cust_test_${digest(request.email)}`,
    providerCardId: `card_test_${kind}_${digest(request.providerPaymentId)}`,
    brand: "Visa",
    last4: LAST4[kind],
  };
}

/** A renewal charged to a saved test card: the same key gives the same payment id, so it is one charge. */
export function chargeTestCard(request: SavedCardChargeRequest): SavedCardCharge {
  const kind = CARD_ID.exec(request.card.providerCardId)?.[1];
  const providerPaymentId = `pay_test_renewal_${digest(request.idempotencyKey)}`;
  if (kind === "renews") return { status: "paid", providerPaymentId, amountCents: request.amountCents };
  return { status: "declined", providerPaymentId, reason: "The card was declined." };
}
