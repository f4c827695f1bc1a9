import { eq } from "drizzle-orm";
import { recordAudit } from "~/.server/audit/audit-log";
import { orders } from "~/.server/db/schema";
import { queueEmail } from "~/.server/mail/queue";
import { cancellationPlan, cancelRefusal } from "~/lib/refunds";
import { cancellationEmail } from "./refund-emails";
import { runRefundFlow } from "./refund-flow";
import { loadRefundable, ruleOrder } from "./refund-records";
import { recordPendingRefund, sendingRefusal } from "./start-refund";
import type { RefundContext, RefundResult } from "./types";

/**
 * Cancels an order that has not left the store (app/lib/refunds.ts): a pending checkout just closes; a paid
 * order is refunded all that is left through its provider and becomes `canceled`, its units back in stock when
 * asked. The shopper is e-mailed either way. A paid order takes the steps of a refund: started, then sent.
 */
export async function cancelOrder(
  options: RefundContext & { orderNumber: string; restock: boolean; reason: string },
): Promise<RefundResult> {
  const { orderNumber, actor } = options;
  return runRefundFlow(options, async (tx, order, { provider, publicUrl }) => {
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

    const unsendable = sendingRefusal(order, { provider, restock: options.restock });
    if (unsendable) return unsendable;
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
}
