import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import type { RefundStatus } from "../../../lib/refunds";
import type { StockMovementReason } from "../../../lib/stock-ledger";
import { products, productVariants } from "./catalog";
import { orderStatus, orders } from "./orders";

/**
 * Money sent back to a shopper: one row per refund, made in the back office or at the provider
 * (a webhook). `pending` rows count against what is left to refund until the provider settles them.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider").notNull(),
    /** The provider's id, once it answered (or its webhook told us of a refund made there). */
    providerRefundId: text("provider_refund_id"),
    /** From the back office's form, and sent to the provider: a repeated submit refunds once. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    /** The part of the amount that is sales tax: the refunded goods' share (decision 206); 0 for an amount. */
    taxCents: integer("tax_cents").notNull().default(0),
    /** Units refunded per order line; empty for a refund of an amount. */
    lines: jsonb("lines").$type<{ lineId: string; quantity: number }[]>().notNull().default([]),
    shippingIncluded: boolean("shipping_included").notNull().default(false),
    /** Put the refunded units back in stock once the refund completes. */
    restock: boolean("restock").notNull().default(false),
    /** Part of cancelling the order. */
    cancellation: boolean("cancellation").notNull().default(false),
    reason: text("reason").notNull().default(""),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    /** Why the provider refused it, in words for the back office. */
    failureReason: text("failure_reason"),
    /** The order's state when the refund was asked for: where a failed refund takes it back. */
    orderStatusBefore: orderStatus("order_status_before").notNull(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("refunds_provider_refund_key").on(t.provider, t.providerRefundId),
    index("refunds_order_idx").on(t.orderId, t.createdAt),
  ],
);

/** Every change of a product's stock, with why and who: the ledger beside `products.stock`. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the product is deleted; the slug keeps what it was. */
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productSlug: text("product_slug").notNull(),
    /**
     * The flavour whose units moved (decision 180); null on rows older than variants (the split that began them
     * takes the product's units out and puts each flavour's share in) and once the flavour is removed.
     */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /** Units added (positive) or taken (negative). */
    change: integer("change").notNull(),
    reason: text("reason").$type<StockMovementReason>().notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    refundId: uuid("refund_id").references(() => refunds.id),
    /** Null for the store itself (a sale taken by a payment webhook). */
    actorEmail: text("actor_email"),
    /** Why a count was corrected by hand (an adjustment's reason). */
    note: text("note"),
    /** The Square inventory change this row books (reason `square`, decision 187): each is booked once. */
    squareChangeId: text("square_change_id").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.createdAt),
    index("stock_movements_variant_idx").on(t.variantId).where(sql`${t.variantId} is not null`),
    index("stock_movements_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
