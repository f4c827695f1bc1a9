import type { DeliveryMethod } from "./delivery";
import { addDays } from "./store-time";

/*
 * Subscribe & Save's rules (docs/product.md#subscribe-and-save): the calendar of renewals, the cadences offered,
 * and when a declined renewal is tried again. Days are the store's calendar days, YYYY-MM-DD.
 */

export const SUBSCRIPTION_STATUSES = ["active", "paused", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  paused: "Paused",
  canceled: "Cancelled",
};

/** Every cadence the store can offer, in weeks; the owner chooses which are offered. */
export const CADENCE_CHOICES = [2, 4, 6, 8] as const;
export const DEFAULT_CADENCE_WEEKS = 4;

/** The owner's settings for Subscribe & Save. */
export type SubscriptionSettings = {
  /** Offered cadences, in weeks, ascending; always holds the default. */
  cadencesWeeks: number[];
  /** The reminder e-mail goes this many days before a charge. */
  reminderDays: number;
  /** After a first declined charge, the card is tried again this many days after it, then the subscription pauses. */
  retryDays: number[];
};

export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  cadencesWeeks: [...CADENCE_CHOICES],
  reminderDays: 3,
  retryDays: [1, 3, 7],
};

/** "Deliver every 4 weeks". */
export function cadenceLabel(weeks: number): string {
  return `Deliver every ${weeks} weeks`;
}

/** The renewal after `day`: calendar weeks, so a daylight-saving change or a short month never moves it. */
export function nextRenewalDay(day: string, cadenceWeeks: number): string {
  return addDays(day, cadenceWeeks * 7);
}

/**
 * The day a renewal is next due once `today`'s is billed or skipped: one cadence after the day it was due, moved on
 * past today when days were missed (a store closed for a while bills once, not once per missed cycle).
 */
export function followingRenewalDay(dueOn: string, cadenceWeeks: number, today: string): string {
  let next = nextRenewalDay(dueOn, cadenceWeeks);
  while (next <= today) next = nextRenewalDay(next, cadenceWeeks);
  return next;
}

/**
 * When the charge after `failedCharges` declines is tried, counted from the first decline's day; null once every
 * retry is spent (the subscription then pauses).
 */
export function retryDay(firstDeclineDay: string, failedCharges: number, retryDays: readonly number[]): string | null {
  const offset = retryDays[failedCharges - 1];
  return offset === undefined ? null : addDays(firstDeclineDay, offset);
}

/** A subscription as the shopper's portal and the back office show it. */
export type Subscription = {
  id: string;
  title: string;
  productSlug: string;
  flavor: string | null;
  quantity: number;
  /** The unit price last charged: the price per delivery is it times the quantity, before shipping and tax. */
  unitPriceCents: number;
  cadenceWeeks: number;
  status: SubscriptionStatus;
  /** The store's calendar day of the next charge. */
  nextRenewalOn: string;
  pausedUntil: string | null;
  address: { firstName: string; lastName: string; address: string; city: string; state: string; zipCode: string };
  deliveryMethod: DeliveryMethod;
  card: { brand: string; last4: string } | null;
  /** The product's flavours today, any of which the shopper may switch to; empty for a product without them. */
  flavors: string[];
};

/** Where a shopper manages their subscriptions; e-mails link here. */
export const SUBSCRIPTIONS_PATH = "/account?tab=subscriptions";

/** Where the portal's "Replace card" posts, and where the provider's card-saving page sends the shopper back. */
export const CARD_SETUP_PATH = "/account/subscriptions/card";

/** What the portal says of a card replacement once the shopper is back (`?card=` on the portal's address). */
export const CARD_SETUP_OUTCOMES = {
  saved: "Card saved. The next charge goes to it.",
  refused: "The card was not saved, and nothing was changed. Try again, or use another card.",
} as const;

export type CardSetupOutcome = keyof typeof CARD_SETUP_OUTCOMES;

/** The portal's address after a card replacement, saying how it went for which subscription. */
export function cardSetupOutcomePath(subscriptionId: string, outcome: CardSetupOutcome): string {
  return `${SUBSCRIPTIONS_PATH}&${new URLSearchParams({ card: outcome, subscription: subscriptionId })}`;
}

/** Checkout's refusals for a cart holding a subscription, shown and checked alike in the browser and the action. */
export const SUBSCRIPTION_CHECKOUT_MESSAGES = {
  signIn: "Sign in or create an account to subscribe. Your cart is kept.",
  consent: "Tick the box to agree to the recurring charges.",
} as const;

/** Why a checkout holding a subscription cannot go on yet; null when it can (or holds none). */
export function subscriptionCheckoutProblem(options: {
  hasSubscription: boolean;
  signedIn: boolean;
  consented: boolean;
}): string | null {
  if (!options.hasSubscription) return null;
  if (!options.signedIn) return SUBSCRIPTION_CHECKOUT_MESSAGES.signIn;
  return options.consented ? null : SUBSCRIPTION_CHECKOUT_MESSAGES.consent;
}

/** The consent box's form field. */
export const SUBSCRIPTION_CONSENT_FIELD = "subscriptionConsent";

/** The days a pause may end on: from tomorrow, for a year at most; the forms and the server read the same bounds. */
export function pauseDateRange(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, 366) };
}

/**
 * What one delivery costs before shipping and tax: the unit price last charged times the quantity. The back office's
 * list and figures compute the same in SQL (`amountPerDelivery`, app/.server/subscriptions/admin-shape.ts).
 */
export function pricePerDeliveryCents(subscription: Pick<Subscription, "unitPriceCents" | "quantity">): number {
  return subscription.unitPriceCents * subscription.quantity;
}
