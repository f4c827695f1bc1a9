import { eq } from "drizzle-orm";
import { recordAudit } from "~/.server/audit/audit-log";
import { getDb } from "~/.server/db";
import { orders, refunds } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { getPayments } from "~/.server/payments";
import { cancellationPlan, cancelRefusal, restockRefusal } from "~/lib/refunds";
import { cancellationEmail, type RefundRow } from "./refund-emails";
import {
  finishRefund,
  notFound,
  providerRefusal,
  type RefundContext,
  type RefundResult,
  recordPendingRefund,
} from "./refund-order";
import { loadRefundable, ruleOrder } from "./refund-records";

/**
 * Cancels an order that has not left the store (app/lib/refunds.ts): a pending checkout just closes; a paid
 * order is refunded all that is left through its provider and becomes `canceled`, its units back in stock when
 * asked. The shopper is e-mailed either way.
 */
export async function cancelOrder(
  options: RefundContext & { orderNumber: string; restock: boolean; reason: string },
): Promise<RefundResult> {
  const { orderNumber, actor } = options;
  const db = options.db ?? (await getDb());
  const provider = options.provider ?? getPayments().provider;
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const started = await db.transaction(async (tx): Promise<RefundResult | RefundRow> => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
    if (!order) return notFound(orderNumber);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, options.idempotencyKey));
    if (earlier?.orderId === order.id) return earlier;
    const refused = cancelRefusal(ruleOrder(order));
    if (refused) return { ok: false, orderNumber, code: "conflict", reason: refused };
    const now = new Date();

    if (!order.paidAt) {
      await tx.update(orders).set({ status: "canceled", updatedAt: now }).where(eq(orders.id, order.id));
      await recordAudit(tx, {
        actor,
        action: "order.cancel",
        subject: orderNumber,
        before: { status: order.status },
        after: { status: "canceled", reason: options.reason },
      });
      await queueEmail(tx, cancellationEmail(order, publicUrl));
      return {
        ok: true,
        orderNumber,
        refundId: null,
        status: "completed",
        message: `Order ${orderNumber} was cancelled.`,
      };
    }

    const wrongProvider = providerRefusal(order, provider);
    if (wrongProvider) return { ok: false, orderNumber, code: "conflict", reason: wrongProvider };
    if (options.restock) {
      const noRestock = restockRefusal(order);
      if (noRestock) return { ok: false, orderNumber, code: "invalid", reason: noRestock };
    }
    const refund = await recordPendingRefund(tx, {
      order,
      plan: cancellationPlan((await loadRefundable(tx, order)).refundable),
      restock: options.restock,
      reason: options.reason,
      cancellation: true,
      actor,
      idempotencyKey: options.idempotencyKey,
    });
    await tx.update(orders).set({ status: "canceled", updatedAt: now }).where(eq(orders.id, order.id));
    return refund;
  });
  return finishRefund({ orderNumber, started, db, provider, publicUrl });
}
