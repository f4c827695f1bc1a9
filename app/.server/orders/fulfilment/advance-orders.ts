import type { AuditActor } from "~/.server/audit/audit-log";
import type { Database } from "~/.server/db";
import type { BulkOutcome } from "~/lib/admin-orders";
import type { Carrier, OrderAction } from "~/lib/fulfilment";
import { advanceOrder } from "./advance-order";

/**
 * Takes one fulfilment step on several orders, one after another, each in its own transaction with its own
 * audit row (advanceOrder): one order that cannot take the step does not hold the others back, and the
 * answer says which were done and why each other one was refused.
 */
export async function advanceOrders(options: {
  action: OrderAction;
  orders: { orderNumber: string; shipment?: { carrier: Carrier; trackingNumber: string } }[];
  actor: AuditActor;
  db?: Database;
  publicUrl?: string;
}): Promise<BulkOutcome> {
  const { orders, ...step } = options;
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const order of orders) {
    const result = await advanceOrder({ ...step, ...order });
    if (result.ok) outcome.done.push(result.orderNumber);
    else outcome.refused.push({ orderNumber: result.orderNumber, reason: result.reason });
  }
  return outcome;
}
