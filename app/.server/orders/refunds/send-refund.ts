import { eq } from "drizzle-orm";
import { markStockChanged } from "~/.server/cache/catalog-version";
import type { Database } from "~/.server/db";
import { orders, refunds } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { type PaymentProvider, RefundRefusedError } from "~/.server/payments/provider";
import { formatCents } from "~/lib/money";
import { settleLockedRefund } from "./settle-refund";
import type { RefundOutcome, RefundResult, RefundRow, StartedRefund } from "./types";

/**
 * The second step of a refund or a cancellation, after the first's transaction committed: sends a refund that
 * has no provider answer yet (a repeated form's too, under its key) and answers how it stands; a refusal or a
 * settled refund is only reported.
 */
export async function sendStartedRefund(options: {
  orderNumber: string;
  started: StartedRefund;
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

/** The answer for the back office about a refund as it now stands. */
function refundResultOf(orderNumber: string, refund: RefundRow): RefundResult {
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
 * Calls the provider for a pending refund under the key its row was written with, then settles it in a second
 * transaction (settle-refund.ts). A refusal marks it failed with the provider's words; an unknown failure (no
 * answer) does too, and says so: the provider's refund webhook still records a refund that was made after all.
 */
async function sendRefund(options: {
  refund: RefundRow;
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}): Promise<RefundRow> {
  const { refund, db, provider, publicUrl } = options;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) throw new Error(`Refund ${refund.id} has no order`);
  let outcome: RefundOutcome;
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
