import { asc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { orderLines, orders, refunds } from "~/.server/db/schema";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { type PastRefund, type RefundableOrder, type RefundRuleOrder, stateAfterRefunds } from "~/lib/refunds";
import type { RefundRow } from "./types";

function toPastRefund(row: RefundRow): PastRefund {
  return {
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    shippingIncluded: row.shippingIncluded,
    status: row.status,
    lines: row.lines,
  };
}

async function listOrderRefunds(tx: Pick<Database, "select">, orderId: string): Promise<RefundRow[]> {
  return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function listOrderLines(tx: Pick<Database, "select">, orderId: string) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** An order as the refund rules see it: its state, whether it was paid, whether it has left. */
export function ruleOrder(order: OrderRow): RefundRuleOrder {
  return { ...order, leftAt: order.shippedAt ?? order.outForDeliveryAt };
}

/** The order's lines, its refunds, and both as the refund rules read them. */
export async function loadRefundable(tx: Pick<Database, "select">, order: OrderRow) {
  const [lines, rows] = await Promise.all([listOrderLines(tx, order.id), listOrderRefunds(tx, order.id)]);
  const refundable: RefundableOrder = {
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    tax: { ratePpm: order.taxRatePpm, shippingTaxed: order.shippingTaxed },
    paid: order.paidAt !== null,
    lines: lines.map((line) => ({
      lineId: line.id,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
    refunds: rows.map(toPastRefund),
  };
  return { lines, rows, refundable };
}

/** The order's state from its refunds (app/lib/refunds.ts), written when it changed. */
export async function updateStateFromRefunds(tx: Transaction, order: OrderRow): Promise<OrderRow["status"]> {
  const rows = await listOrderRefunds(tx, order.id);
  const status = stateAfterRefunds({
    status: order.status,
    totalCents: order.totalCents,
    refunds: rows.map(toPastRefund),
    statusBeforeRefunds: rows[0]?.orderStatusBefore ?? order.status,
  });
  if (status !== order.status) {
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, order.id));
  }
  return status;
}
