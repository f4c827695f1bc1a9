import { asc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { automationOrder } from "~/.server/orders/shared/automation-order";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { queueAutomationWebhook } from "~/.server/outbox/automation-queue";
import { type Carrier, ORDER_ACTION_RULES, type OrderAction, refusal } from "~/lib/fulfilment";
import { fulfilmentEmail, tellsTheShopper } from "./fulfilment-emails";

export type AdvanceOrderResult =
  | { ok: true; orderNumber: string; status: OrderRow["status"] }
  | { ok: false; orderNumber: string; reason: string; code: "not_found" | "refused" };

type Shipment = { carrier: Carrier; trackingNumber: string };

/** The columns a step sets besides the state: when it happened, and the parcel for a shipment. */
function stepColumns(action: OrderAction, now: Date, shipment: Shipment | undefined): Partial<OrderRow> {
  switch (action) {
    case "pack":
      return { packedAt: now };
    case "ship":
      return { shippedAt: now, carrier: shipment?.carrier, trackingNumber: shipment?.trackingNumber };
    case "send_out":
      return { outForDeliveryAt: now };
    case "deliver":
      return { deliveredAt: now };
    case "resolve":
      return { attentionReason: null };
  }
}

/**
 * Takes one fulfilment step on an order (app/lib/fulfilment.ts), in one transaction: the state, the step's
 * time, the audit row and the shopper's e-mail commit together. The order row is locked, so two members
 * clicking at once take the step once and the second is told why not.
 */
export async function advanceOrder(options: {
  orderNumber: string;
  action: OrderAction;
  actor: AuditActor;
  /** Required to ship. */
  shipment?: Shipment;
  db?: Database;
  publicUrl?: string;
}): Promise<AdvanceOrderResult> {
  const { orderNumber, action, actor, shipment } = options;
  const db = options.db ?? (await getDb());
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
    if (!order) return { ok: false, orderNumber, reason: `Order ${orderNumber} was not found.`, code: "not_found" };
    const refused = refusal(order, action);
    if (refused) return { ok: false, orderNumber, reason: refused, code: "refused" };
    if (action === "ship" && !shipment) {
      return { ok: false, orderNumber, reason: "A shipment needs a carrier and a tracking number.", code: "refused" };
    }
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({ status: ORDER_ACTION_RULES[action].to, ...stepColumns(action, now, shipment), updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`Order ${orderNumber} vanished while being updated`);
    await recordAudit(tx, {
      actor,
      action: `order.${action}`,
      subject: orderNumber,
      before: { status: order.status },
      after: {
        status: updated.status,
        ...(action === "ship" && { carrier: updated.carrier, trackingNumber: updated.trackingNumber }),
      },
    });
    if (tellsTheShopper(updated.status)) {
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position));
      await queueEmail(tx, fulfilmentEmail(updated, lines, publicUrl));
      if (updated.status === "shipped") {
        await queueAutomationWebhook(tx, automationOrder(updated, lines), "order.shipped");
      }
    }
    return { ok: true, orderNumber, status: updated.status };
  });
}
