import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import type { OrderRow } from "~/.server/orders/shared/shape";
import type { SavedCard } from "~/.server/payments/provider";
import { formatLongDate } from "~/lib/long-date";
import { formatCents } from "~/lib/money";
import { SUBSCRIPTIONS_PATH } from "~/lib/subscriptions";
import { variantName } from "~/lib/variants";
import type { SubscriptionRow } from "./shape";

type Email = EmailMessage & { dedupeKey?: string };

const manageAction = (publicUrl: string) => ({
  label: "Manage your subscriptions",
  url: new URL(SUBSCRIPTIONS_PATH, publicUrl).toString(),
});

const HOW_TO_CANCEL = "You can skip, pause, change or cancel any time under My Account → Subscriptions.";

function describeSubscription(row: Pick<SubscriptionRow, "title" | "flavor" | "quantity" | "cadenceWeeks">): string {
  return `${row.quantity} x ${variantName(row.title, row.flavor)}, every ${row.cadenceWeeks} weeks`;
}

/** The acknowledgment after the first payment: what renews, when, on which card, and how to cancel. */
export function subscriptionsStartedEmail(options: {
  order: OrderRow;
  started: readonly SubscriptionRow[];
  card: SavedCard | null;
  publicUrl: string;
}): Email {
  const { order, started, card, publicUrl } = options;
  const first = started[0];
  return {
    to: order.email,
    subject: `Your Subscribe & Save is set up (order ${order.orderNumber})`,
    ...renderEmail({
      heading: "Your subscription is set up",
      paragraphs: [
        ...started.map(describeSubscription),
        first ? `The next delivery is charged on ${formatLongDate(first.nextRenewalOn)}.` : "",
        card
          ? `Each delivery is charged to your ${card.brand} ending in ${card.last4} at the Subscribe & Save price, and continues until you cancel.`
          : "We could not keep the card you paid with: add a card before the next delivery.",
        HOW_TO_CANCEL,
      ].filter(Boolean),
      action: manageAction(publicUrl),
    }),
    dedupeKey: `subscriptions-started:${order.id}`,
  };
}

/** A line that could not be sold this cycle (sold out, no longer offered): the rest still ships. */
export function renewalSkippedEmail(options: { subscription: SubscriptionRow; reason: string }): Email {
  const { subscription } = options;
  return {
    to: subscription.email,
    subject: `This delivery of ${variantName(subscription.title, subscription.flavor)} is skipped`,
    ...renderEmail({
      heading: "One delivery skipped",
      paragraphs: [
        `${variantName(subscription.title, subscription.flavor)} could not be sent this time: ${options.reason}`,
        "You were not charged for it. Your subscription carries on with the next delivery.",
      ],
    }),
    dedupeKey: `renewal-skipped:${subscription.id}:${subscription.nextRenewalOn}`,
  };
}

/** The first decline of a renewal: when the card is tried again, and where to replace it. */
export function renewalDeclinedEmail(options: {
  order: OrderRow;
  reason: string;
  retryOn: string;
  /** Whether the portal can take another card (the provider has a card-saving page, decision 230). */
  replacesCard: boolean;
  publicUrl: string;
}): Email {
  const { order } = options;
  return {
    to: order.email,
    subject: `We could not charge your card for order ${order.orderNumber}`,
    ...renderEmail({
      heading: "Your subscription payment was declined",
      paragraphs: [
        `${options.reason} The renewal of ${formatCents(order.totalCents)} was not charged.`,
        options.replacesCard
          ? `We will try again on ${formatLongDate(options.retryOn)}, or within minutes of you replacing your card in your account, where you can also skip, pause or cancel the delivery.`
          : `We will try again on ${formatLongDate(options.retryOn)}. Until then you can skip, pause or cancel the delivery in your account.`,
      ],
      // The link promises only what the portal does with this store's payment provider.
      action: {
        label: options.replacesCard ? "Replace your card" : "Manage your subscription",
        url: new URL(SUBSCRIPTIONS_PATH, options.publicUrl).toString(),
      },
    }),
    dedupeKey: `renewal-declined:${order.id}`,
  };
}

/** The last retry was declined: the subscriptions pause, they are not cancelled. */
export function renewalPausedEmail(options: { order: OrderRow; replacesCard: boolean; publicUrl: string }): Email {
  const { order } = options;
  return {
    to: order.email,
    subject: "Your subscription is paused",
    ...renderEmail({
      heading: "Your subscription is paused",
      paragraphs: [
        `We tried your card several times for order ${order.orderNumber} (${formatCents(order.totalCents)}) and it was declined each time.`,
        options.replacesCard
          ? "Your subscription is paused, not cancelled: replace your card and resume it whenever you like."
          : "Your subscription is paused, not cancelled: resume it whenever you like, and the card on file is tried again.",
      ],
      action: manageAction(options.publicUrl),
    }),
    dedupeKey: `renewal-paused:${order.id}`,
  };
}

/** The shop hears of a subscription paused for declines, to follow up if it wants to. */
export function renewalPausedStoreEmail(options: { order: OrderRow; storeEmail: string; publicUrl: string }): Email {
  const { order } = options;
  return {
    to: options.storeEmail,
    subject: `A subscription paused after declined renewals (order ${order.orderNumber})`,
    ...renderEmail({
      heading: "A subscription paused",
      paragraphs: [
        `Every retry of renewal order ${order.orderNumber} (${formatCents(order.totalCents)}) was declined.`,
        `The subscriptions of ${order.firstName} ${order.lastName} <${order.email}> are paused.`,
      ],
      action: {
        label: "View the order",
        url: new URL(`/admin/orders/${order.orderNumber}`, options.publicUrl).toString(),
      },
    }),
    dedupeKey: `renewal-paused-store:${order.id}`,
  };
}

/** Every change the shopper (or the shop) makes is confirmed by e-mail. */
export function subscriptionChangedEmail(options: {
  subscription: SubscriptionRow;
  change: string;
  publicUrl: string;
}): Email {
  const { subscription } = options;
  return {
    to: subscription.email,
    subject: `Your subscription to ${variantName(subscription.title, subscription.flavor)} was changed`,
    ...renderEmail({
      heading: "Your subscription was changed",
      paragraphs: [options.change, describeSubscription(subscription), HOW_TO_CANCEL],
      action: manageAction(options.publicUrl),
    }),
  };
}

/** One subscription in a reminder: today's unit price, or why it will be skipped. */
export type ReminderLine = { subscription: SubscriptionRow; unitPriceCents?: number; problem?: string };

function reminderText({ subscription: row, unitPriceCents, problem }: ReminderLine): string {
  const name = `${row.quantity} x ${variantName(row.title, row.flavor)}`;
  if (problem || unitPriceCents === undefined)
    return `${name}: skipped this time unless it is back by then (${problem})`;
  const price = `${formatCents(unitPriceCents * row.quantity)}`;
  if (unitPriceCents === row.unitPriceCents) return `${name}: ${price}`;
  return `${name}: ${price} (the price changed from ${formatCents(row.unitPriceCents)} to ${formatCents(unitPriceCents)} each)`;
}

/** Some days before a renewal: what will be charged, when, and where to change it first. */
export function renewalReminderEmail(options: {
  lines: readonly ReminderLine[];
  totalCents: number;
  /** The renewal's key: one reminder per renewal, however often the sweep runs. */
  key: string;
  publicUrl: string;
}): Email {
  const first = options.lines[0]?.subscription;
  if (!first) throw new Error("A reminder names at least one subscription");
  return {
    to: first.email,
    subject: `Your next Subscribe & Save delivery is charged on ${formatLongDate(first.nextRenewalOn)}`,
    ...renderEmail({
      heading: "Your next delivery is coming up",
      paragraphs: [
        ...options.lines.map(reminderText),
        options.totalCents > 0
          ? `${formatCents(options.totalCents)} will be charged on ${formatLongDate(first.nextRenewalOn)}, shipping and tax included.`
          : "",
        "To skip it, change it or cancel, do it before then.",
      ].filter(Boolean),
      action: manageAction(options.publicUrl),
    }),
    dedupeKey: `renewal-reminder:${options.key}`,
  };
}
