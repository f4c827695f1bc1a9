import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import { DELIVERY_METHODS } from "../../../lib/delivery";
import { ORDER_NOTE_MAX_LENGTH } from "../../../lib/order-notes";
import { ORDER_STATUSES } from "../../../lib/order-status";
import { user } from "./auth";
import { products, productVariants } from "./catalog";

/** `failed` and `canceled` can still become `paid` (a later attempt on the hosted page); `paid` is final. */
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

export const deliveryMethod = pgEnum("delivery_method", DELIVERY_METHODS);

/** Human order numbers, CS-10001 onwards: what shoppers quote and type into /track-order. */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 10001 });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Unguessable (128 random bits, base64url): the only id that appears in URLs (docs/product.md#order-links). */
    publicId: text("public_id").notNull().unique(),
    orderNumber: text("order_number").notNull().unique().default(sql`'CS-' || nextval('order_number_seq')`),
    status: orderStatus("status").notNull().default("pending"),
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
    /** Local delivery only: the next business day after the order (docs/product.md#local-delivery). */
    expectedDeliveryDate: date("expected_delivery_date"),
    /** Money columns are integer cents, USD; total = subtotal + shipping + tax (decisions 102 and 147). */
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull().default(0),
    /**
     * The rate the tax was charged at (parts per million) and whether shipping was taxed: kept with the order,
     * so later rate changes never touch it and its hosted checkout is asked for the same tax (decision 147).
     */
    taxRatePpm: integer("tax_rate_ppm").notNull().default(0),
    shippingTaxed: boolean("shipping_taxed").notNull().default(false),
    totalCents: integer("total_cents").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    providerCheckoutId: text("provider_checkout_id"),
    checkoutUrl: text("checkout_url"),
    providerPaymentId: text("provider_payment_id"),
    /** One checkout attempt in the browser = one key = one order and one payment (decision 103). */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** SHA-256 of what was submitted: a key reused for a different cart is refused instead of answered. */
    requestHash: text("request_hash").notNull(),
    /** Paid through the test provider: marked as a test order wherever it appears. */
    testMode: boolean("test_mode").notNull(),
    /** The signed-in account that checked out; a subscription line starts a subscription only with one. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Made by the renewal sweep, not a checkout: it waits for its charge's retries instead of expiring. */
    renewal: boolean("renewal").notNull().default(false),
    /** Why the order needs the store's attention, in words for the store. */
    attentionReason: text("attention_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Fulfilment steps taken in the back office (app/lib/fulfilment.ts), each when it happened. */
    packedAt: timestamp("packed_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    outForDeliveryAt: timestamp("out_for_delivery_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** A carrier id of CARRIERS (app/lib/fulfilment.ts) and its tracking number, set when shipped. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** When the latest applied payment event happened: older events never move the order backwards. */
    lastPaymentEventAt: timestamp("last_payment_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_email_idx").on(sql`lower(${t.email})`),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // The back office's list: newest first, and its search by part of an address or a name.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_email_trigram_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("orders_name_trigram_idx").using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index("orders_provider_checkout_idx").on(t.paymentProvider, t.providerCheckoutId),
    index("orders_user_idx").on(t.userId),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Null once the product is deleted: the order keeps its own copy of what was bought. */
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productSlug: text("product_slug").notNull(),
    title: text("title").notNull(),
    flavor: text("flavor"),
    /** The variant the units come from and go back to; null once that flavour is removed. */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** Charged the subscription price; a paid checkout's subscription line starts a subscription. */
    subscription: boolean("subscription").notNull(),
    /** A subscription line's delivery interval, in weeks (docs/product.md#subscribe-and-save). */
    cadenceWeeks: integer("cadence_weeks"),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.position),
    index("order_lines_product_idx").on(t.productId),
    // The renewal sweep looks for subscription lines without a subscription every minute: a few rows, not all.
    index("order_lines_subscription_idx").on(t.orderId).where(sql`${t.subscription}`),
  ],
);

/**
 * Every payment event the store heard of and what it did with it. The unique (provider, event id) pair is
 * what makes a webhook delivered twice change the order once.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    /** Null when the event names an order this store does not have. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** paid | failed | canceled from a webhook; declined for a refused card at the test checkout. */
    type: text("type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** applied | ignored | needs_attention | unknown_order | recorded */
    outcome: text("outcome").notNull(),
    providerPaymentId: text("provider_payment_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payment_events_provider_event_key").on(t.provider, t.eventId),
    index("payment_events_order_idx").on(t.orderId),
  ],
);

/**
 * The staff's own notes on an order ("called, will collect on Friday"): written in the back office, shown only
 * on the order's page there, never to the shopper. Notes are added, never edited, like the audit rows they get.
 */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as an address too, so a note still says who wrote it after the account is gone. */
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_notes_order_idx").on(t.orderId, t.createdAt),
    check(
      "order_notes_body_length",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(ORDER_NOTE_MAX_LENGTH))}`,
    ),
  ],
);
