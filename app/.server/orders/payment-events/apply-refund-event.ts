import { and, asc, eq, isNull } from "drizzle-orm";
import { recordAudit } from "~/.server/audit/audit-log";
import { markStockChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { orders, refunds } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { updateStateFromRefunds } from "~/.server/orders/refunds/refund-records";
import { providerActor, settleLockedRefund } from "~/.server/orders/refunds/settle-refund";
import type { OrderRow } from "~/.server/orders/shared/shape";
import type { RefundEvent } from "~/.server/payments/provider";
import type { ProviderName } from "~/.server/payments/providers";

export type RefundEventOutcome = "recorded" | "updated" | "unknown_payment";

/**
 * Our refund for the provider's: by its id; else a refund we asked for whose answer has not been written yet
 * (the webhook can overtake it) of the same amount, which it then is; else none (made in the provider's dashboard).
 */
async function findOurRefund(tx: Transaction, order: OrderRow, provider: ProviderName, event: RefundEvent) {
  const [known] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.providerRefundId, event.providerRefundId)))
    .for("update");
  if (known) return known;
  const [unanswered] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.status, "pending"),
        isNull(refunds.providerRefundId),
        eq(refunds.amountCents, event.amountCents),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(1)
    .for("update");
  return unanswered;
}

/**
 * Applies a verified refund event: a refund made in the provider's dashboard is recorded like
 * one made in the back office (the order's state, the shopper's e-mail); one we made is settled. Idempotent by
 * the provider's refund id: an event delivered twice, or one for a refund we already know, counts once.
 */
export async function applyRefundEvent(options: {
  provider: ProviderName;
  event: RefundEvent;
  db?: Database;
  publicUrl?: string;
}): Promise<{ outcome: RefundEventOutcome; status?: OrderRow["status"] }> {
  const { provider, event } = options;
  const db = options.db ?? (await getDb());
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.paymentProvider, provider), eq(orders.providerPaymentId, event.providerPaymentId)))
      .for("update");
    if (!order) return { outcome: "unknown_payment" as const, restocked: [] };
    const outcome = { status: event.status, providerRefundId: event.providerRefundId };
    const ours = await findOurRefund(tx, order, provider, event);
    if (ours) {
      const { restocked } = await settleLockedRefund(tx, { order, refund: ours, outcome, publicUrl });
      const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      return { outcome: "updated" as const, status: after?.status, restocked };
    }
    const actor = providerActor(provider);
    const [recorded] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        provider,
        providerRefundId: event.providerRefundId,
        idempotencyKey: `${provider}:${event.providerRefundId}`,
        amountCents: event.amountCents,
        reason: "Refunded in the payment provider's dashboard",
        orderStatusBefore: order.status,
        actorUserId: null,
        actorEmail: actor.email,
      })
      .returning();
    if (!recorded) throw new Error(`Order ${order.orderNumber}: the refund was not written`);
    if (event.amountCents > order.totalCents) {
      logger.warn(
        { orderNumber: order.orderNumber, amountCents: event.amountCents },
        "a refund exceeds the order total",
      );
    }
    const status = await updateStateFromRefunds(tx, order);
    await recordAudit(tx, {
      actor,
      action: "order.refund",
      subject: order.orderNumber,
      before: { status: order.status },
      after: { status, refund: { amountCents: event.amountCents, providerRefundId: event.providerRefundId } },
    });
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!current) throw new Error(`Order ${order.orderNumber} vanished`);
    const { restocked } = await settleLockedRefund(tx, { order: current, refund: recorded, outcome, publicUrl });
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    return { outcome: "recorded" as const, status: after?.status, restocked };
  });
  if (result.restocked.length > 0) markStockChanged(result.restocked);
  return { outcome: result.outcome, ...(result.status && { status: result.status }) };
}
