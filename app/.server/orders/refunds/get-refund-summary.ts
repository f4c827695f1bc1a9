import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import type { OrderLineRow } from "~/.server/orders/shared/shape";
import { describeLine } from "~/lib/order-details";
import {
  cancelRefusal,
  type RefundableLine,
  type RefundSummary,
  type RefundView,
  refundedCents,
  refundRefusal,
  remainingRefundable,
  restockRefusal,
} from "~/lib/refunds";
import { coveredTexts } from "./refund-emails";
import { loadRefundable, ruleOrder } from "./refund-records";
import type { RefundRow } from "./types";

function toRefundView(row: RefundRow, lines: readonly OrderLineRow[]): RefundView {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    reason: row.reason,
    covered: coveredTexts(row, lines),
    restock: row.restock,
    cancellation: row.cancellation,
    failureReason: row.failureReason,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the order page's refund panel shows (app/components/admin/refund-panel.tsx): what is left to refund per
 * line and in all, the refunds so far, and which actions the rules allow. null for an unknown order.
 */
export async function getRefundSummary(options: { orderNumber: string; db?: Database }): Promise<RefundSummary | null> {
  const db = options.db ?? (await getDb());
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, options.orderNumber));
  if (!order) return null;
  const { lines, rows, refundable } = await loadRefundable(db, order);
  const remaining = remainingRefundable(refundable);
  const rule = ruleOrder(order);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    refundedCents: refundedCents(refundable.refunds),
    remaining,
    lines: lines.map((line, index) => ({
      ...(refundable.lines[index] as RefundableLine),
      description: describeLine({ name: line.title, flavor: line.flavor, subscription: line.subscription }),
      remainingQuantity: remaining.lines.find((left) => left.lineId === line.id)?.quantity ?? 0,
    })),
    refunds: rows.map((row) => toRefundView(row, lines)).reverse(),
    // A paid order refunded in full says so, rather than that its state refuses it.
    refundRefusal:
      order.paidAt && remaining.totalCents === 0 ? "Nothing is left to refund on this order." : refundRefusal(rule),
    cancelRefusal: cancelRefusal(rule),
    restockRefusal: restockRefusal(order),
    cancelRefunds: order.paidAt !== null,
    formKey: randomUUID(),
  };
}
