import { and, asc, eq } from "drizzle-orm";
import { markStockChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders, paymentEvents } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { queueEmail } from "~/.server/mail/queue";
import { automationOrder } from "~/.server/orders/shared/automation-order";
import {
  newPaidOrderEmail,
  orderConfirmationEmail,
  orderNeedsAttentionEmail,
} from "~/.server/orders/shared/order-emails";
import { queueAutomationWebhook } from "~/.server/outbox/automation-queue";
import type { PaymentEvent, ProviderName } from "~/.server/payments/provider";
import { getStoreEmail } from "~/.server/settings/store-settings";
import type { OrderStatus } from "~/lib/order-status";
import { takeStock } from "./take-stock";
import { paymentTransition } from "./transitions";

export type PaymentEventOutcome =
  | "applied"
  | "needs_attention"
  | "ignored"
  | "unknown_order"
  | "duplicate"
  | "amount_mismatch";

export type ApplyPaymentEventOptions = {
  provider: ProviderName;
  event: PaymentEvent;
  db?: Database;
  publicUrl?: string;
  storeEmail?: string;
};

/**
 * Applies a verified payment event to its order, once (the unique provider + event id), in one transaction:
 * the status change, the stock taken for a payment and the e-mails it triggers commit together or not at all.
 */
export async function applyPaymentEvent({
  provider,
  event,
  db: givenDb,
  publicUrl = getEnv().PUBLIC_URL,
  storeEmail: givenStoreEmail,
}: ApplyPaymentEventOptions): Promise<{ outcome: PaymentEventOutcome; status?: OrderStatus }> {
  const db = givenDb ?? (await getDb());
  const result = await db.transaction(async (tx) => {
    // Locked first: events for one order are applied one at a time, each seeing the last one's result.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.publicId, event.orderId), eq(orders.paymentProvider, provider)))
      .for("update");
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        orderId: order?.id ?? null,
        type: event.status,
        occurredAt: event.occurredAt,
        outcome: order ? "applied" : "unknown_order",
        providerPaymentId: event.providerPaymentId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { outcome: "duplicate" as const, status: order?.status };
    if (!order) return { outcome: "unknown_order" as const };

    const setOutcome = (outcome: PaymentEventOutcome) =>
      tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, recorded.id));
    // A payment for another amount than the order's is never taken as paying it (decision 076).
    if (event.status === "paid" && event.amountCents !== undefined && event.amountCents !== order.totalCents) {
      await setOutcome("amount_mismatch");
      logger.warn(
        { orderNumber: order.orderNumber, paidCents: event.amountCents, totalCents: order.totalCents },
        "payment event refused: the amount does not match the order's total",
      );
      return { outcome: "amount_mismatch" as const, status: order.status };
    }
    const transition = paymentTransition(order, event);
    if (transition.kind === "ignore") {
      await setOutcome("ignored");
      return { outcome: "ignored" as const, status: order.status };
    }
    const now = new Date();
    const lastPaymentEventAt =
      order.lastPaymentEventAt && order.lastPaymentEventAt > event.occurredAt
        ? order.lastPaymentEventAt
        : event.occurredAt;
    if (transition.kind === "mark") {
      await tx
        .update(orders)
        .set({ status: transition.status, lastPaymentEventAt, updatedAt: now })
        .where(eq(orders.id, order.id));
      return { outcome: "applied" as const, status: transition.status };
    }

    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const { short, sold } = await takeStock(tx, lines);
    const status: OrderStatus = short.length > 0 ? "needs_attention" : "paid";
    const [paid] = await tx
      .update(orders)
      .set({
        status,
        paidAt: event.occurredAt,
        lastPaymentEventAt,
        providerPaymentId: event.providerPaymentId ?? order.providerPaymentId,
        attentionReason: short.length > 0 ? `Not enough stock for: ${short.join(", ")}` : null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!paid) throw new Error(`Order ${order.orderNumber} vanished while being paid`);
    await queueEmail(tx, orderConfirmationEmail(paid, lines, publicUrl));
    const storeEmail = givenStoreEmail ?? (await getStoreEmail({ db: tx }));
    await queueAutomationWebhook(tx, automationOrder(paid, lines), "order.paid");
    if (short.length > 0) {
      await setOutcome("needs_attention");
      await queueEmail(tx, orderNeedsAttentionEmail(paid, short, storeEmail, publicUrl));
      logger.warn({ orderNumber: order.orderNumber, short }, "a paid order could not take its stock");
    } else {
      await queueEmail(tx, newPaidOrderEmail(paid, lines, storeEmail, publicUrl));
    }
    return { outcome: short.length > 0 ? ("needs_attention" as const) : ("applied" as const), status, sold };
  });
  // Cached pages that show these products' stock are now out of date.
  const sold = ("sold" in result && result.sold) || [];
  if (sold.length > 0) markStockChanged(sold);
  return { outcome: result.outcome, ...(result.status && { status: result.status }) };
}

/**
 * A card refused on the test provider's page: recorded for the store, the order stays pending so the
 * shopper can try another card (as on a real provider's hosted page).
 */
export async function recordDeclinedPayment({
  publicId,
  provider,
  db: givenDb,
}: {
  publicId: string;
  provider: ProviderName;
  db?: Database;
}): Promise<void> {
  const db = givenDb ?? (await getDb());
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
  if (!order) return;
  await db.insert(paymentEvents).values({
    provider,
    eventId: `declined_${crypto.randomUUID()}`,
    orderId: order.id,
    type: "declined",
    occurredAt: new Date(),
    outcome: "recorded",
  });
}
