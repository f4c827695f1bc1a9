import { asc, desc, eq } from "drizzle-orm";
import { toAuditEntry } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { auditLog, orderLines, orders, paymentEvents } from "~/.server/db/schema";
import type { OrderRow } from "~/.server/orders/shared/shape";
import type { AdminOrder } from "~/lib/admin";
import { allowedActions, trackingOf } from "~/lib/fulfilment";

/** The order's dated steps, oldest first, as the order page's timeline shows them. */
function timelineOf(order: OrderRow): AdminOrder["timeline"] {
  const steps: [string, Date | null][] = [
    ["Placed", order.createdAt],
    ["Paid", order.paidAt],
    ["Packed", order.packedAt],
    ["Shipped", order.shippedAt],
    ["Out for delivery", order.outForDeliveryAt],
    ["Delivered", order.deliveredAt],
  ];
  return steps.flatMap(([label, at]) => (at ? [{ label, at }] : []));
}

/** The back office's view of one order: lines, amounts, customer, payment, the provider's events, the audit trail. */
export async function getAdminOrder(options: { orderNumber: string; db?: Database }): Promise<AdminOrder | null> {
  const db = options.db ?? (await getDb());
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, options.orderNumber));
  if (!order) return null;
  const [lines, events, audit] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id)).orderBy(asc(paymentEvents.receivedAt)),
    db.select().from(auditLog).where(eq(auditLog.subject, order.orderNumber)).orderBy(desc(auditLog.createdAt)),
  ]);
  return {
    orderNumber: order.orderNumber,
    publicId: order.publicId,
    status: order.status,
    testMode: order.testMode,
    attentionReason: order.attentionReason,
    customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
    address: {
      address: order.address,
      city: order.city,
      state: order.state,
      zipCode: order.zipCode,
      country: order.country,
    },
    deliveryMethod: order.deliveryMethod,
    expectedDeliveryDate: order.expectedDeliveryDate,
    lines: lines.map(({ title, flavor, subscription, quantity, unitPriceCents, lineTotalCents }) => ({
      title,
      flavor,
      subscription,
      quantity,
      unitPriceCents,
      lineTotalCents,
    })),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    payment: {
      provider: order.paymentProvider,
      checkoutId: order.providerCheckoutId,
      paymentId: order.providerPaymentId,
    },
    tracking: trackingOf(order.carrier, order.trackingNumber),
    timeline: timelineOf(order),
    events: events.map(({ eventId, type, outcome, occurredAt }) => ({ eventId, type, outcome, occurredAt })),
    audit: audit.map(toAuditEntry),
    actions: allowedActions(order),
  };
}
