import { getDb } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { getEnv } from "~/.server/env";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { getPayments } from "~/.server/payments";
import type { PaymentProvider } from "~/.server/payments/provider";
import { sendStartedRefund } from "./send-refund";
import { lockOrderForRefund } from "./start-refund";
import type { RefundContext, RefundResult, StartedRefund } from "./types";

/** What a flow's own step may use besides the locked order: the provider and the store's public URL. */
export type RefundServices = { provider: PaymentProvider; publicUrl: string };

/**
 * The steps a refund and a cancellation share. The order is locked and a form sent again answers with the refund it
 * already wrote; otherwise `start`, in the same transaction, refuses or writes a pending refund, which is sent to
 * the provider after commit. The database, provider and public URL are the ones given (tests give them), else the
 * store's own.
 */
export async function runRefundFlow(
  options: RefundContext & { orderNumber: string },
  start: (tx: Transaction, order: OrderRow, services: RefundServices) => Promise<StartedRefund>,
): Promise<RefundResult> {
  const db = options.db ?? (await getDb());
  const provider = options.provider ?? getPayments().provider;
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const started = await db.transaction(async (tx): Promise<StartedRefund> => {
    const locked = await lockOrderForRefund(tx, options);
    if (!("order" in locked)) return locked;
    return locked.earlier ?? start(tx, locked.order, { provider, publicUrl });
  });
  return sendStartedRefund({ orderNumber: options.orderNumber, started, db, provider, publicUrl });
}
