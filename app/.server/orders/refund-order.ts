import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markStockChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { orders, refunds } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { getPayments } from "~/.server/payments";
import { type PaymentProvider, RefundRefusedError } from "~/.server/payments/provider";
import { formatCents } from "~/lib/money";
import { planRefund, type RefundPlan, refundRefusal, restockRefusal } from "~/lib/refunds";
import type { RefundRow } from "./refund-emails";
import { loadRefundable, ruleOrder, settleLockedRefund, updateStateFromRefunds } from "./refund-records";
import type { OrderRow } from "./shape";

export type RefundResult =
  | { ok: true; orderNumber: string; refundId: string | null; status: RefundRow["status"]; message: string }
  | {
      ok: false;
      orderNumber: string;
      /** not_found: no such order; invalid: the request asks too much; conflict: not in this state; provider: refused there. */
      code: "not_found" | "invalid" | "conflict" | "provider";
      reason: string;
    };

export type RefundContext = {
  actor: AuditActor;
  /** One per submitted form: the same key refunds once (decision 149). */
  idempotencyKey: string;
  db?: Database;
  /** The active provider unless given (tests give the fake Square's adapter). */
  provider?: PaymentProvider;
  publicUrl?: string;
};

export const notFound = (orderNumber: string): RefundResult => ({
  ok: false,
  orderNumber,
  code: "not_found",
  reason: `Order ${orderNumber} was not found.`,
});

/** An order paid through a provider the store no longer uses is refunded there, by hand. */
export function providerRefusal(order: OrderRow, provider: PaymentProvider): string | null {
  return order.paymentProvider === provider.name
    ? null
    : `Order ${order.orderNumber} was paid through ${order.paymentProvider}, which this store no longer uses: refund it there.`;
}

/**
 * Writes a pending refund of a locked order, with its audit row, and moves the order to its refunded state.
 * The provider is called after this commits (sendRefund): a pending row counts against what is left to refund,
 * so two members refunding at once cannot send more than was paid.
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

/** The answer for the back office about a refund as it now stands. */
export function refundResultOf(orderNumber: string, refund: RefundRow): RefundResult {
  const amount = formatCents(refund.amountCents);
  if (refund.status === "failed") {
    return { ok: false, orderNumber, code: "provider", reason: refund.failureReason ?? "The refund failed." };
  }
  const what = refund.cancellation ? `Order ${orderNumber} was cancelled; ${amount}` : amount;
  const message =
    refund.status === "completed"
      ? `${what} refunded.`
      : `${what} refund sent to the payment provider; it completes when they confirm it.`;
  return { ok: true, orderNumber, refundId: refund.id, status: refund.status, message };
}

/**
 * Calls the provider for a pending refund (after its transaction committed), then settles it in a second
 * transaction. A refusal marks it failed with the provider's words; an unknown failure (no answer) does too,
 * and says so: the provider's refund webhook still records a refund that was made after all.
 */
export async function sendRefund(options: {
  refund: RefundRow;
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}): Promise<RefundRow> {
  const { refund, db, provider, publicUrl } = options;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) throw new Error(`Refund ${refund.id} has no order`);
  let outcome: { status: "pending" | "completed" | "failed"; providerRefundId?: string; failureReason?: string };
  try {
    outcome = await provider.refund({
      idempotencyKey: refund.idempotencyKey,
      orderId: order.publicId,
      providerPaymentId: order.providerPaymentId,
      amountCents: refund.amountCents,
      reason: refund.reason,
    });
  } catch (error) {
    const known = error instanceof RefundRefusedError;
    if (!known)
      logger.error({ orderNumber: order.orderNumber, error: String(error) }, "refund: no answer from the provider");
    outcome = {
      status: "failed",
      failureReason: known
        ? error.message
        : `The payment provider did not answer. Check its dashboard before refunding again: ${(error as Error).message}`,
    };
  }
  const { refund: settled, restocked } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for("update");
    if (!locked || !current) throw new Error(`Refund ${refund.id} vanished`);
    return settleLockedRefund(tx, { order: locked, refund: current, outcome, publicUrl });
  });
  if (restocked.length > 0) markStockChanged(restocked);
  return settled;
}

/**
 * Refunds lines (units), an amount, and/or the shipping of a paid order through its payment provider
 * (docs/back-office.md#refunds-and-cancellations). Checked against what is left to refund; a form submitted
 * twice refunds once.
 */
export async function refundOrder(
  options: RefundContext & {
    orderNumber: string;
    lines?: { lineId: string; quantity: number }[];
    amountCents?: number;
    includeShipping: boolean;
    restock: boolean;
    reason: string;
  },
): Promise<RefundResult> {
  const { orderNumber } = options;
  const db = options.db ?? (await getDb());
  const provider = options.provider ?? getPayments().provider;
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const started = await db.transaction(async (tx): Promise<RefundResult | RefundRow> => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
    if (!order) return notFound(orderNumber);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, options.idempotencyKey));
    if (earlier) {
      return earlier.orderId === order.id
        ? earlier
        : { ok: false, orderNumber, code: "invalid", reason: "This form was already used for another order." };
    }
    const refused = refundRefusal(ruleOrder(order)) ?? providerRefusal(order, provider);
    if (refused) return { ok: false, orderNumber, code: "conflict", reason: refused };
    if (options.restock) {
      const noRestock = restockRefusal(order);
      if (noRestock) return { ok: false, orderNumber, code: "invalid", reason: noRestock };
    }
    const { refundable } = await loadRefundable(tx, order);
    const planned = planRefund(refundable, {
      lines: options.lines ?? [],
      amountCents: options.amountCents,
      includeShipping: options.includeShipping,
    });
    if (!planned.ok) return { ok: false, orderNumber, code: "invalid", reason: planned.reason };
    return recordPendingRefund(tx, { ...options, order, plan: planned.plan, cancellation: false });
  });
  return finishRefund({ orderNumber, started, db, provider, publicUrl });
}

/**
 * After the refund's transaction: sends a refund that has no provider answer yet (a repeated form's too, under
 * its key) and answers how it stands; a refusal or a settled refund is only reported.
 */
export async function finishRefund(options: {
  orderNumber: string;
  started: RefundResult | RefundRow;
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}): Promise<RefundResult> {
  const { started } = options;
  if ("ok" in started) return started;
  const refund =
    started.status === "pending" && !started.providerRefundId
      ? await sendRefund({ ...options, refund: started })
      : started;
  return refundResultOf(options.orderNumber, refund);
}
