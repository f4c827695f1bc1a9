import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "~/.server/db";
import { orderLines, orders, subscriptions } from "~/.server/db/schema";
import type { AdminSubscriptionRow, SubscriptionListFilters } from "~/lib/admin-subscriptions";

/*
 * The back office's view of subscriptions: the columns of a list row, and the list's filters as one condition, shared
 * by the list, its CSV export and one subscription's page.
 */

/**
 * What one delivery costs, before shipping and tax: the unit price the subscription was last charged (its row keeps
 * it from the order that started it, and each renewal order updates it) times its quantity now. That is what the
 * shopper pays per delivery until a price changes, read from the row itself; pricing every row as a renewal would
 * (priceCheckoutLines) reads stock too and refuses what is sold out, which a list must still show. It is the SQL
 * twin of `pricePerDeliveryCents` (app/lib/subscriptions.ts), here so the list can sort by it and the dashboard sum
 * it: change one, change both.
 */
const amountPerDelivery = sql<number>`(${subscriptions.unitPriceCents} * ${subscriptions.quantity})`;

/** A list row's columns, selected through `selectAdminRows` (the test flag reads the order that started it). */
export const adminRowColumns = {
  id: subscriptions.id,
  status: subscriptions.status,
  // A subscription started by a test payment is a test one; one whose order is gone counts as real.
  testMode: sql<boolean>`coalesce(${orders.testMode}, false)`,
  email: subscriptions.email,
  firstName: subscriptions.firstName,
  lastName: subscriptions.lastName,
  title: subscriptions.title,
  flavor: subscriptions.flavor,
  quantity: subscriptions.quantity,
  cadenceWeeks: subscriptions.cadenceWeeks,
  nextRenewalOn: subscriptions.nextRenewalOn,
  pausedUntil: subscriptions.pausedUntil,
  amountCents: amountPerDelivery,
  createdAt: subscriptions.createdAt,
  canceledAt: subscriptions.canceledAt,
};

/**
 * The list row's columns and `extra` ones, from the subscriptions joined to the order line and order that started
 * each (the test flag, the order's number).
 */
export function selectAdminRows<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...adminRowColumns, ...extra })
    .from(subscriptions)
    .leftJoin(orderLines, eq(orderLines.id, subscriptions.sourceOrderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId));
}

/** Rows as they come back: a driver may hand a computed number over as text. */
export function toAdminSubscriptionRow(row: AdminSubscriptionRow): AdminSubscriptionRow {
  return { ...row, amountCents: Number(row.amountCents) };
}

/** `%`, `_` and `\` are LIKE's own characters: searched for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Part of the customer's e-mail or full name, or of the product's name or flavour, in any case. */
export function subscriptionSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const part = containing(q);
  return or(
    ilike(subscriptions.email, part),
    ilike(sql`${subscriptions.firstName} || ' ' || ${subscriptions.lastName}`, part),
    ilike(subscriptions.title, part),
    ilike(subscriptions.flavor, part),
  );
}

/** The list's filters as one condition, shared by the list and the CSV export. */
export function subscriptionListWhere(filters: SubscriptionListFilters): SQL | undefined {
  return and(
    subscriptionSearch(filters.q),
    filters.status === "all" ? undefined : eq(subscriptions.status, filters.status),
  );
}
