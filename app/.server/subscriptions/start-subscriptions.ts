import { and, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders, subscriptions } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { queueEmail } from "~/.server/mail/queue";
import type { OrderLineRow, OrderRow } from "~/.server/orders/shared/shape";
import { type ActivePayments, getPayments } from "~/.server/payments";
import type { SavedCard } from "~/.server/payments/provider";
import type { OrderStatus } from "~/lib/order-status";
import { storeDay } from "~/lib/store-time";
import { DEFAULT_CADENCE_WEEKS, followingRenewalDay } from "~/lib/subscriptions";
import { keepCard, knownCustomerId } from "./saved-cards";
import { subscriptionsStartedEmail } from "./subscription-emails";

/** A paid order whose subscriptions may start: not refunded or cancelled since. */
const STARTING_STATUSES: OrderStatus[] = [
  "paid",
  "needs_attention",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
];

/** Orders paid longer ago than this are not looked at again: their subscriptions started or never will. */
const LOOK_BACK_MS = 14 * 24 * 3600_000;

export type StartSubscriptionsOptions = { db?: Database; payments?: ActivePayments; now?: Date; publicUrl?: string };

/** Paid orders of an account with a subscription line that has no subscription yet, oldest first. */
async function findStartingOrders(db: Database, provider: string, now: Date, limit: number): Promise<OrderRow[]> {
  const waiting = db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .leftJoin(subscriptions, eq(subscriptions.sourceOrderLineId, orderLines.id))
    .where(and(eq(orderLines.subscription, true), isNull(subscriptions.id)));
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.id, waiting),
        isNotNull(orders.userId),
        eq(orders.renewal, false),
        eq(orders.paymentProvider, provider),
        inArray(orders.status, STARTING_STATUSES),
        gt(orders.paidAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    )
    .orderBy(orders.paidAt)
    .limit(limit);
}

/** A provider refusing a card for an hour will not change its mind: the subscriptions then start without it. */
const SAVE_CARD_PATIENCE_MS = 3600_000;

/** The card that paid the order, saved once per key; null when the provider cannot keep it. */
async function saveOrderCard(options: {
  db: Database;
  order: OrderRow;
  userId: string;
  providerPaymentId: string;
  now: Date;
  saveCard: NonNullable<ActivePayments["provider"]["saveCard"]>;
}): Promise<SavedCard | null> {
  const { db, order, userId } = options;
  try {
    return await options.saveCard({
      idempotencyKey: `card:${order.id}`,
      providerPaymentId: options.providerPaymentId,
      email: order.email,
      providerCustomerId: await knownCustomerId(db, userId, order.paymentProvider),
    });
  } catch (err) {
    if (options.now.getTime() - (order.paidAt?.getTime() ?? 0) < SAVE_CARD_PATIENCE_MS) throw err;
    logger.error(
      { err, orderNumber: order.orderNumber },
      "card not saved after an hour; subscriptions start without it",
    );
    return null;
  }
}

/**
 * Saves the card that paid the order and starts one subscription per subscription line, once: the provider saves
 * one card per key, and each line starts at most one subscription (a unique column). The first renewal is one
 * cadence after the day it was paid. A card the provider cannot keep (a wallet payment, or refused for an hour)
 * leaves the subscriptions without one: their first renewal asks the shopper for a card.
 */
async function startOrderSubscriptions(options: {
  db: Database;
  payments: ActivePayments;
  order: OrderRow;
  today: string;
  now: Date;
  publicUrl: string;
}): Promise<number> {
  const { db, payments, order, today } = options;
  const userId = order.userId;
  const { saveCard } = payments.provider;
  if (!userId || !saveCard || !order.paidAt) return 0;
  const { providerPaymentId } = order;
  const card = providerPaymentId ? await saveOrderCard({ ...options, saveCard, userId, providerPaymentId }) : null;
  return db.transaction(async (tx) => {
    const cardId = card && (await keepCard(tx, userId, order.paymentProvider, card));
    const lines: OrderLineRow[] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.subscription, true)))
      .orderBy(orderLines.position);
    const paidOn = storeDay(order.paidAt ?? new Date());
    const started = await tx
      .insert(subscriptions)
      .values(
        lines.map((line) => {
          const cadenceWeeks = line.cadenceWeeks ?? DEFAULT_CADENCE_WEEKS;
          return {
            userId,
            sourceOrderLineId: line.id,
            productId: line.productId,
            variantId: line.variantId,
            productSlug: line.productSlug,
            title: line.title,
            flavor: line.flavor,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            cadenceWeeks,
            nextRenewalOn: followingRenewalDay(paidOn, cadenceWeeks, today),
            email: order.email,
            firstName: order.firstName,
            lastName: order.lastName,
            phone: order.phone,
            address: order.address,
            city: order.city,
            state: order.state,
            zipCode: order.zipCode,
            country: order.country,
            deliveryMethod: order.deliveryMethod,
            cardId,
          };
        }),
      )
      .onConflictDoNothing({ target: subscriptions.sourceOrderLineId })
      .returning();
    if (started.length > 0) {
      await queueEmail(tx, subscriptionsStartedEmail({ order, started, card, publicUrl: options.publicUrl }));
    }
    return started.length;
  });
}

/**
 * Starts the subscriptions of recently paid orders: run by the renewal sweep every minute in every process. Two
 * processes starting the same order make one card and one set of subscriptions (keys and unique columns); an
 * order whose provider call fails is left for the next run, for an hour.
 */
export async function startPaidSubscriptions(options: StartSubscriptionsOptions = {}): Promise<number> {
  const db = options.db ?? (await getDb());
  const payments = options.payments ?? getPayments();
  const now = options.now ?? new Date();
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  if (!payments.provider.saveCard) return 0;
  const today = storeDay(now);
  let started = 0;
  for (const order of await findStartingOrders(db, payments.provider.name, now, 50)) {
    try {
      started += await startOrderSubscriptions({ db, payments, order, today, now, publicUrl });
    } catch (err) {
      logger.warn({ err, orderNumber: order.orderNumber }, "subscriptions not started yet; the next sweep tries again");
    }
  }
  return started;
}
