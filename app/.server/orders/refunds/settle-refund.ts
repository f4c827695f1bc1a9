import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import type { Transaction } from "~/.server/db/executor";
import { refunds } from "~/.server/db/schema";
import { queueEmail } from "~/.server/mail/queue";
import { automationOrder } from "~/.server/orders/shared/automation-order";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { restock, type StockChange } from "~/.server/orders/shared/stock-movements";
import { queueAutomationWebhook } from "~/.server/outbox/automation-queue";
import { refundEmail } from "./refund-emails";
import { listOrderLines, updateStateFromRefunds } from "./refund-records";
import type { RefundOutcome, RefundRow, SettledRefund } from "./types";

/** The payment provider as an actor of the audit log: a refund it settles or reports. */
export function providerActor(provider: string): AuditActor {
  return { userId: null, email: `payment provider (${provider})` };
}

/**
 * Applies the provider's word on a refund of a locked order: completed puts the units back (when asked) and
 * e-mails the shopper; failed frees the amount and sets the order's state back. Completed and failed are final,
 * so a second word (a webhook after the answer, a webhook delivered twice) changes nothing.
 */
export async function settleLockedRefund(
  tx: Transaction,
  options: {
    order: OrderRow;
    refund: RefundRow;
    outcome: RefundOutcome;
    publicUrl: string;
  },
): Promise<SettledRefund> {
  const { order, refund, outcome } = options;
  const providerRefundId = refund.providerRefundId ?? outcome.providerRefundId ?? null;
  const now = new Date();
  if (refund.status !== "pending" || outcome.status === "pending") {
    if (providerRefundId === refund.providerRefundId) return { refund, restocked: [] };
    const [linked] = await tx
      .update(refunds)
      .set({ providerRefundId, updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    return { refund: linked ?? refund, restocked: [] };
  }
  const [settled] = await tx
    .update(refunds)
    .set({
      status: outcome.status,
      providerRefundId,
      failureReason: outcome.status === "failed" ? (outcome.failureReason ?? "The payment provider refused it.") : null,
      completedAt: outcome.status === "completed" ? now : null,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  if (!settled) throw new Error(`Refund ${refund.id} vanished while being settled`);

  if (settled.status === "failed") {
    const status = await updateStateFromRefunds(tx, order);
    await recordAudit(tx, {
      actor: providerActor(settled.provider),
      action: "order.refund_failed",
      subject: order.orderNumber,
      before: { status: order.status, refund: refund.id },
      after: { status, failureReason: settled.failureReason },
    });
    return { refund: settled, restocked: [] };
  }
  const lines = await listOrderLines(tx, order.id);
  let restocked: StockChange[] = [];
  if (settled.restock) {
    const units = settled.lines.flatMap(({ lineId, quantity }) => {
      const line = lines.find((candidate) => candidate.id === lineId);
      return line ? [{ variantId: line.variantId, productSlug: line.productSlug, quantity }] : [];
    });
    restocked = await restock(tx, units, {
      reason: settled.cancellation ? "cancel_restock" : "refund_restock",
      orderId: order.id,
      refundId: settled.id,
      actorEmail: settled.actorEmail,
    });
  }
  await queueEmail(tx, refundEmail(order, settled, lines, options.publicUrl));
  const completed = { id: settled.id, amountCents: settled.amountCents, cancellation: settled.cancellation };
  await queueAutomationWebhook(
    tx,
    { ...automationOrder(order, lines), refund: completed },
    "order.refunded",
    settled.id,
  );
  return { refund: settled, restocked };
}
