import { planRefund, refundRefusal } from "~/lib/refunds";
import { runRefundFlow } from "./refund-flow";
import { loadRefundable, ruleOrder } from "./refund-records";
import { recordPendingRefund, sendingRefusal } from "./start-refund";
import type { RefundContext, RefundResult } from "./types";

/**
 * Refunds lines (units), an amount, and/or the shipping of a paid order through its payment provider
 * (docs/back-office.md#refunds-and-cancellations). Checked against what is left to refund; a form submitted
 * twice refunds once. Started (checked, planned and written pending) in one transaction, then sent.
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
  return runRefundFlow(options, async (tx, order, { provider }) => {
    const refused = refundRefusal(ruleOrder(order));
    if (refused) return { ok: false, orderNumber, code: "conflict", reason: refused };
    const unsendable = sendingRefusal(order, { provider, restock: options.restock });
    if (unsendable) return unsendable;
    const { refundable } = await loadRefundable(tx, order);
    const planned = planRefund(refundable, {
      lines: options.lines ?? [],
      amountCents: options.amountCents,
      includeShipping: options.includeShipping,
    });
    if (!planned.ok) return { ok: false, orderNumber, code: "invalid", reason: planned.reason };
    return recordPendingRefund(tx, { ...options, order, plan: planned.plan, cancellation: false });
  });
}
