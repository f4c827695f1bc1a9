import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import { SUBSCRIPTION_STATUSES } from "../../../lib/subscriptions";
import { user } from "./auth";
import { products, productVariants } from "./catalog";
import { deliveryMethod, orderLines, orders } from "./orders";

/**
 * A card the provider keeps for a shopper's renewals (decision 228): the store keeps only the provider's ids and
 * what the shopper sees of it, never a card number.
 */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerCardId: text("provider_card_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    /** The provider said the card can no longer be charged (card.disabled). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("saved_cards_provider_card_key").on(t.provider, t.providerCardId),
    index("saved_cards_user_idx").on(t.userId),
  ],
);

export const subscriptionStatus = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);

/** One product and flavour delivered every few weeks to one address, charged to one saved card. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The checkout line that started it: unique, so a paid order starts each of its subscriptions once. */
    sourceOrderLineId: uuid("source_order_line_id")
      .unique()
      .references(() => orderLines.id, { onDelete: "set null" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    productSlug: text("product_slug").notNull(),
    title: text("title").notNull(),
    flavor: text("flavor"),
    quantity: integer("quantity").notNull(),
    /** The unit price last charged: a reminder names a price change before it is charged. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    cadenceWeeks: integer("cadence_weeks").notNull(),
    status: subscriptionStatus("status").notNull().default("active"),
    /** The store's calendar day (America/Chicago) of the next charge. */
    nextRenewalOn: date("next_renewal_on").notNull(),
    /** A pause with an end resumes by itself that day; a pause after the last declined retry has none. */
    pausedUntil: date("paused_until"),
    /** Declined charges in a row on its latest renewal; 0 once one is paid. */
    failedCharges: integer("failed_charges").notNull().default(0),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull().default("US"),
    deliveryMethod: deliveryMethod("delivery_method").notNull(),
    cardId: uuid("card_id").references(() => savedCards.id, { onDelete: "set null" }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_due_idx").on(t.status, t.nextRenewalOn),
    index("subscriptions_user_idx").on(t.userId, t.createdAt),
    check("subscriptions_quantity_positive", sql`${t.quantity} > 0`),
    check("subscriptions_cadence_positive", sql`${t.cadenceWeeks} > 0`),
  ],
);

/**
 * A subscription's renewal for one due date: unique, so however many sweeps run, a date is billed once. It names
 * the renewal order, or says why there was none (skipped by the shopper, sold out).
 */
export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    dueOn: date("due_on").notNull(),
    /** ordered | skipped | sold_out */
    outcome: text("outcome").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("subscription_renewals_due_key").on(t.subscriptionId, t.dueOn),
    index("subscription_renewals_order_idx").on(t.orderId),
  ],
);

/**
 * One attempt to charge a renewal order's saved card, written before the provider is asked: its key is the
 * provider's idempotency key, so asking again after a crash returns the first answer instead of charging twice.
 */
export const renewalCharges = pgTable(
  "renewal_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    cardId: uuid("card_id").references(() => savedCards.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    /** pending | paid | declined | dropped (never sent, and its subscriptions stopped renewing) */
    status: text("status").notNull().default("pending"),
    /** Not asked before this moment: a retry waits for its day. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** A sweep holds the attempt until then; a process that died holding it lets it go when it passes. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    /** When a sweep first took it to ask the provider: from then on it may have been charged, so it is never dropped. */
    firstClaimedAt: timestamp("first_claimed_at", { withTimezone: true }),
    providerPaymentId: text("provider_payment_id"),
    declineReason: text("decline_reason"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("renewal_charges_attempt_key").on(t.orderId, t.attempt),
    index("renewal_charges_due_idx").on(t.status, t.dueAt),
  ],
);
