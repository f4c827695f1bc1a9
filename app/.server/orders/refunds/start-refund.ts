import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import type { Transaction } from "~/.server/db/executor";
import { orders, refunds } from "~/.server/db/schema";
import type { OrderRow } from "~/.server/orders/shared/shape";
import type { PaymentProvider } from "~/.server/payments/provider";
import { type RefundPlan, restockRefusal } from "~/lib/refunds";
import { updateStateFromRefunds } from "./refund-records";
import type { RefundResult, RefundRow } from "./types";

/**
 * The first step of a refund or a cancellation: the order locked by its number, and a refund already written
 * under this form's key (a form submitted twice). A refusal when there is no such order, or when the key was
 * spent on another order (refund keys are unique, so writing it again would fail).
 */
export async function lockOrderForRefund(
  tx: Transaction,
  options: { orderNumber: string; idempotencyKey: string },
): Promise<{ order: OrderRow; earlier: RefundRow | undefined } | RefundResult> {
  const { orderNumber } = options;
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
  if (!order) return { ok: false, orderNumber, code: "not_found", reason: `Order ${orderNumber} was not found.` };
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, options.idempotencyKey));
  if (earlier && earlier.orderId !== order.id) {
    return { ok: false, orderNumber, code: "invalid", reason: "This form was already used for another order." };
  }
  return { order, earlier };
}

/**
 * What stops money going back through the provider, for a refund and a cancellation alike: an order paid through
 * a provider the store no longer uses is refunded there, by hand; a restock needs a state that allows it.
 */
export function sendingRefusal(
  order: OrderRow,
  options: { provider: PaymentProvider; restock: boolean },
): RefundResult | null {
  const { orderNumber } = order;
  if (order.paymentProvider !== options.provider.name) {
    const reason = `Order ${orderNumber} was paid through ${order.paymentProvider}, which this store no longer uses: refund it there.`;
    return { ok: false, orderNumber, code: "conflict", reason };
  }
  const noRestock = options.restock ? restockRefusal(order) : null;
  return noRestock ? { ok: false, orderNumber, code: "invalid", reason: noRestock } : null;
}

/**
 * Writes a pending refund of a locked order, with its audit row, and moves the order to its refunded state.
 * The provider is called after this commits (send-refund.ts): a pending row counts against what is left to
 * refund, so two members refunding at once cannot send more than was paid.
 */
export async function recordPendingRefund(
  tx: Transaction,
  options: {
    order: OrderRow;
    plan: RefundPlan;
    restock: boolean;
    reason: string;
    cancellation: boolean;
    actor: AuditActor;
    idempotencyKey: string;
  },
): Promise<RefundRow> {
  const { order, plan, actor } = options;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      provider: order.paymentProvider,
      idempotencyKey: options.idempotencyKey,
      amountCents: plan.amountCents,
      taxCents: plan.taxCents,
      lines: plan.lines,
      shippingIncluded: plan.shippingIncluded,
      restock: options.restock && plan.lines.length > 0,
      cancellation: options.cancellation,
      reason: options.reason,
      orderStatusBefore: order.status,
      actorUserId: actor.userId,
      actorEmail: actor.email,
    })
    .returning();
  if (!refund) throw new Error(`Order ${order.orderNumber}: the refund was not written`);
  const status = options.cancellation ? order.status : await updateStateFromRefunds(tx, order);
  await recordAudit(tx, {
    actor,
    action: options.cancellation ? "order.cancel" : "order.refund",
    subject: order.orderNumber,
    before: { status: order.status },
    after: {
      status: options.cancellation ? "canceled" : status,
      refund: {
        amountCents: plan.amountCents,
        taxCents: plan.taxCents,
        lines: plan.lines,
        shippingIncluded: plan.shippingIncluded,
        restock: refund.restock,
        reason: options.reason,
      },
    },
  });
  return refund;
}
