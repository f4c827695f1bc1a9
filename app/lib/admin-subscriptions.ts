import type { AuditEntry } from "./admin";
import type { DeliveryMethod } from "./delivery";
import { formatLongDate } from "./long-date";
import type { OrderStatus } from "./order-status";
import type { SubscriptionStatus } from "./subscriptions";

/**
 * The back office's subscriptions (docs/back-office.md#subscriptions): the list's filters as the URL carries them,
 * its rows, one subscription's page, the owner's changes and the dashboard's figures. Zod-free; the schema that
 * reads a query or a form is `admin-subscriptions.schema.ts`.
 */

/** The list's tabs: one state, or every subscription. The first is the list's default. */
export const SUBSCRIPTION_LIST_TABS = ["active", "paused", "canceled", "all"] as const;
export type SubscriptionListTab = (typeof SUBSCRIPTION_LIST_TABS)[number];

export type SubscriptionListFilters = {
  /** Part of the customer's e-mail or name, or of the product's name or flavour. */
  q?: string;
  status: SubscriptionListTab;
};

/** The query string of these filters (without `?`), leaving out what is the default, for links and the export. */
export function subscriptionFiltersQuery(filters: SubscriptionListFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "active") params.set("status", filters.status);
  return params.toString();
}

/** A row of the list. `amountCents`: what one delivery costs, before shipping and tax, at the price last charged. */
export type AdminSubscriptionRow = {
  id: string;
  status: SubscriptionStatus;
  testMode: boolean;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  flavor: string | null;
  quantity: number;
  cadenceWeeks: number;
  /** The store's calendar day of the next charge (for a paused one, the day it resumes). */
  nextRenewalOn: string;
  pausedUntil: string | null;
  amountCents: number;
  createdAt: Date;
  canceledAt: Date | null;
};

export type SubscriptionStatusCounts = Record<SubscriptionStatus, number>;

/** One page of the list, with how many match in all. */
export type SubscriptionListPage = {
  items: AdminSubscriptionRow[];
  page: number;
  pageCount: number;
  matching: number;
  /** Subscriptions matching the search in each state: the tabs' counts. */
  counts: SubscriptionStatusCounts;
};

/** "2 x Whey Protein (Vanilla)". */
export function subscriptionItemText(row: Pick<AdminSubscriptionRow, "quantity" | "title" | "flavor">): string {
  return `${row.quantity} x ${row.title}${row.flavor ? ` (${row.flavor})` : ""}`;
}

/** "every 4 weeks". */
export function everyWeeksText(weeks: number): string {
  return weeks === 1 ? "every week" : `every ${weeks} weeks`;
}

/** When it is next charged, in words: a paused one says until when, a cancelled one when it ended. */
export function nextDeliveryText(row: Pick<AdminSubscriptionRow, "status" | "nextRenewalOn" | "pausedUntil">): string {
  if (row.status === "canceled") return "None";
  if (row.status === "paused") return row.pausedUntil ? `Paused until ${formatLongDate(row.pausedUntil)}` : "Paused";
  return formatLongDate(row.nextRenewalOn);
}

/** A renewal as the subscription's page lists it: the day it was due, what became of it, its order and charges. */
export type AdminRenewal = {
  dueOn: string;
  /** ordered: a renewal order was made; skipped: by the shopper or the shop; sold_out: it could not be sold. */
  outcome: string;
  order: { orderNumber: string; status: OrderStatus; totalCents: number } | null;
  charges: {
    attempt: number;
    status: string;
    amountCents: number;
    declineReason: string | null;
    dueAt: Date;
    settledAt: Date | null;
  }[];
};

export const RENEWAL_OUTCOME_LABELS: Record<string, string> = {
  ordered: "Ordered",
  skipped: "Skipped",
  sold_out: "Could not be sold",
};

export const CHARGE_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting",
  paid: "Paid",
  declined: "Declined",
};

/** One subscription as the back office's page shows it. */
export type AdminSubscription = AdminSubscriptionRow & {
  phone: string | null;
  address: { address: string; city: string; state: string; zipCode: string; country: string };
  deliveryMethod: DeliveryMethod;
  card: { brand: string; last4: string; disabled: boolean } | null;
  failedCharges: number;
  /** The order that started it, when that order is still on file. */
  sourceOrderNumber: string | null;
  /** Newest first. */
  renewals: AdminRenewal[];
  audit: AuditEntry[];
};

/** What the shop may do to a subscription from its page. */
export const OWNER_SUBSCRIPTION_INTENTS = ["skip", "pause", "resume", "cancel"] as const;
export type OwnerSubscriptionIntent = (typeof OWNER_SUBSCRIPTION_INTENTS)[number];

/** The query parameter that tells the page which change was just made. */
export const SUBSCRIPTION_CHANGED_PARAM = "changed";

/** What the page says once a change is made, read from the subscription as it now is. */
export function subscriptionChangedNotice(
  intent: OwnerSubscriptionIntent,
  subscription: Pick<AdminSubscription, "nextRenewalOn" | "pausedUntil">,
): string {
  const next = formatLongDate(subscription.nextRenewalOn);
  switch (intent) {
    case "skip":
      return `The next delivery is skipped: the one after is charged on ${next}.`;
    case "pause":
      return `Paused until ${formatLongDate(subscription.pausedUntil ?? subscription.nextRenewalOn)}.`;
    case "resume":
      return `Resumed: the next delivery is charged on ${next}.`;
    case "cancel":
      return "Cancelled: nothing more will be charged or sent.";
  }
}

/** The dashboard's Subscribe & Save figures; amounts in cents. */
export type SubscriptionFigures = {
  active: number;
  /** Active subscriptions' amount per delivery, spread over a month: amount × (52 / cadence weeks) / 12. */
  monthlyRecurringCents: number;
  /** Cancelled since the first of this month on the store's calendar. */
  canceledThisMonth: number;
};
