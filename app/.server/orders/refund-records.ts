import { asc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import type { Database } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { orderLines, orders, refunds } from "~/.server/db/schema";
import { queueEmail } from "~/.server/mail/queue";
import { queueAutomationWebhook } from "~/.server/outbox/automation-queue";
import type { ProviderRefund } from "~/.server/payments/provider";
import { type PastRefund, type RefundableOrder, type RefundRuleOrder, stateAfterRefunds } from "~/lib/refunds";
import { automationOrder } from "./automation-order";
import { type RefundRow, refundEmail } from "./refund-emails";
import type { OrderRow } from "./shape";
import { restock, type StockChange } from "./stock-movements";

export function toPastRefund(row: RefundRow): PastRefund {
  return {
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    shippingIncluded: row.shippingIncluded,
    status: row.status,
    lines: row.lines,
  };
}

export async function listOrderRefunds(tx: Pick<Database, "select">, orderId: string): Promise<RefundRow[]> {
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

/** The payment provider as an actor of the audit log: a refund it settles or reports. */
export function providerActor(provider: string): AuditActor {
  return { userId: null, email: `payment provider (${provider})` };
}

/** A refund as the provider's word left it, and the stock it put back (to tell the catalogue after commit). */
export type SettledRefund = { refund: RefundRow; restocked: StockChange[] };

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
    outcome: { status: ProviderRefund["status"]; providerRefundId?: string; failureReason?: string };
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
