import type { Env } from "~/.server/env";

/**
 * The boundary to card payment providers (decision 104). The store prices the order itself; a provider
 * only turns a priced order into a hosted checkout page and reports, verifiably, that it was paid.
 */

/** A priced order as the provider sees it. Amounts are integer cents, USD. */
export type HostedCheckoutRequest = {
  /** Our unguessable public order id; providers echo it back (Square: reference_id). */
  orderId: string;
  orderNumber: string;
  email: string;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  shippingCents: number;
  /**
   * Sales tax: the amount, the rate it was worked out at (parts per million) and whether shipping
   * was part of the taxed amount, so a provider that computes tax itself arrives at the same cents.
   */
  tax: { cents: number; ratePpm: number; shippingTaxed: boolean };
  totalCents: number;
  /** Where the provider sends the shopper after paying: /order-success?orderId=... */
  redirectUrl: string;
  /** Same key, same hosted checkout: a retried request never creates a second payment. */
  idempotencyKey: string;
  /** The order starts a subscription: its card is saved for renewals, so only a card can pay (no wallets). */
  savesCard: boolean;
};

export type HostedCheckout = { checkoutUrl: string; providerCheckoutId: string };

/** What a verified webhook says happened. */
export type PaymentEvent = {
  /** The provider's event id: each event is applied once. */
  eventId: string;
  orderId: string;
  status: "paid" | "failed" | "canceled";
  /** When the provider says it happened; older events never move an order backwards. */
  occurredAt: Date;
  providerPaymentId?: string;
  /** The order total the provider's own API confirms (cents); a paid event must match our order's total. */
  amountCents?: number;
};

/** A refund of (part of) an order's payment. */
export type ProviderRefundRequest = {
  /** Our refund's key: the provider makes one refund for it however often it is sent. */
  idempotencyKey: string;
  /** Our public order id. */
  orderId: string;
  /** The provider's payment (orders.provider_payment_id). */
  providerPaymentId: string | null;
  amountCents: number;
  reason: string;
};

/** The provider's answer: its id for the refund and where it stands. */
export type ProviderRefund = { providerRefundId: string; status: "pending" | "completed" | "failed" };

/** A refund the provider refused outright; the message is in words for the back office. */
export class RefundRefusedError extends Error {}

/** What a verified refund webhook says: a refund of a payment, made by us or in the provider's dashboard. */
export type RefundEvent = {
  eventId: string;
  providerRefundId: string;
  providerPaymentId: string;
  amountCents: number;
  status: ProviderRefund["status"];
  occurredAt: Date;
};

export type WebhookRequest = { url: string; headers: Headers; rawBody: string };

/** A card the provider keeps for renewals (docs/product.md#subscribe-and-save), with what the shopper sees of it. */
export type SavedCard = {
  /** The provider's customer the card belongs to (Square: Customers API), when it has one. */
  providerCustomerId: string | null;
  providerCardId: string;
  brand: string;
  last4: string;
};

/** Save the card that paid a checkout: the same key saves it once, however often it is sent. */
export type SaveCardRequest = {
  idempotencyKey: string;
  providerPaymentId: string;
  email: string;
  /** The provider's customer of an earlier saved card of this shopper, reused when there is one. */
  providerCustomerId: string | null;
};

/**
 * A page where the shopper enters a card that is saved for renewals and charged nothing (a replaced card). The
 * provider sends the shopper back to `returnUrl` with `setup_token` added: its word for the card entered.
 */
export type CardSetupRequest = { returnUrl: string; email: string };

/** Saves the card a setup page took: the same key saves it once, however often it is sent. */
export type FinishCardSetupRequest = {
  idempotencyKey: string;
  setupToken: string;
  email: string;
  /** The provider's customer of an earlier saved card of this shopper, reused when there is one. */
  providerCustomerId: string | null;
};

/** A charge nobody clicked for (a renewal, a retry): one key, one charge, the first answer returned again. */
export type SavedCardChargeRequest = {
  idempotencyKey: string;
  /** Our public order id; providers echo it back (Square: reference_id). */
  orderId: string;
  card: Pick<SavedCard, "providerCustomerId" | "providerCardId">;
  amountCents: number;
};

/** The provider's final word on a charge; anything it could not say (a timeout, a 5xx) is thrown instead. */
export type SavedCardCharge =
  | { status: "paid"; providerPaymentId: string; amountCents: number }
  | { status: "declined"; providerPaymentId: string | null; reason: string };

/** What a verified card webhook says: the provider updated a saved card's details, or it can no longer be used. */
export type CardEvent =
  | { eventId: string; kind: "updated"; providerCardId: string; brand: string; last4: string }
  | { eventId: string; kind: "disabled"; providerCardId: string };

/** `Name` is the provider's key in the registry (providers.ts), which lists every `ProviderName`. */
export interface PaymentProvider<Name extends string = string> {
  name: Name;
  /** Shown to shoppers: 'Proceed to {displayName} Checkout'. */
  displayName: string;
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  /** Sends money back; throws RefundRefusedError when the provider refuses it. */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** null when the signature is missing or wrong: the caller answers 401 and changes nothing. */
  verifyWebhook(request: WebhookRequest): Promise<PaymentEvent | null>;
  /**
   * Optional: whether the request is correctly signed. When verifyWebhook gives null for a signed event that
   * is simply not a payment of ours (another event type, a sale outside the store), the caller answers 200
   * instead of 401, so the provider stops resending it.
   */
  isSignedWebhook?(request: WebhookRequest): boolean;
  /** Optional: a signed refund event, confirmed with the provider; null for anything else. */
  verifyRefundWebhook?(request: WebhookRequest): Promise<RefundEvent | null>;
  /** Optional: a signed event saying the provider's stock counts changed; null for anything else. */
  verifyStockWebhook?(request: WebhookRequest): StockEvent | null;
  /**
   * Renewals (decision 228): both or neither. saveCard gives null when the payment's card cannot be kept (a wallet
   * payment); chargeSavedCard throws when the answer is unknown, and is then asked again with the same key.
   */
  saveCard?(request: SaveCardRequest): Promise<SavedCard | null>;
  chargeSavedCard?(request: SavedCardChargeRequest): Promise<SavedCardCharge>;
  /**
   * Optional, a replaced card: where the shopper enters it, then the card saved from the token the page sent back
   * (null when the token names no card the shopper entered there).
   */
  startCardSetup?(request: CardSetupRequest): Promise<{ setupUrl: string }>;
  finishCardSetup?(request: FinishCardSetupRequest): Promise<SavedCard | null>;
  /** Optional: a signed card event (updated details, disabled card); null for anything else. */
  verifyCardWebhook?(request: WebhookRequest): Promise<CardEvent | null>;
}

/** Which of the provider's catalogue variations an event says changed; the changes are read from its API. */
export type StockEvent = { eventId: string; variationIds: string[] };

/** A message for the outbox to deliver later, as a webhook asks for it. */
export type FollowUpMessage = { topic: string; payload: unknown; dedupeKey: string };

/** What a card form on the store's own page loads: its script, its frames and the addresses they call. */
export type CardFormSources = {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
};

/**
 * A provider's row in the registry (providers.ts, decision 222). Its environment variables stay in env.ts, which
 * is infrastructure and may not import a domain; the row reads them.
 */
export type ProviderDefinition<Name extends string = string> = {
  /** Chosen without PAYMENT_PROVIDER when its credentials are set. */
  isConfigured(env: Env): boolean;
  /** Whether its orders are test orders (no real money moves). */
  isTestMode(env: Env): boolean;
  createProvider(env: Env): PaymentProvider<Name>;
  /** Where its hosted checkout lives, for the CSP's form-action; the store's own pages need none. */
  checkoutOrigins(env: Env): readonly string[];
  /** Optional: the CSP's additions for its card form on the store's own page (a replaced card), when it has one. */
  cardFormSources?(env: Env): CardFormSources;
  /** The empty-catalogue toast's advice when it takes the payments (docs/product.md#messages). */
  emptyCatalogNextStep: string;
  /** What a verified stock event queues, read back from the provider later; null for nothing. */
  followStockEvent?(event: StockEvent): FollowUpMessage | null;
};
