import type { orderLines, orders } from "~/.server/db/schema";
import { trackingOf } from "~/lib/fulfilment";
import type { OrderDetails, OrderItem, TrackedOrder } from "~/lib/order-details";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Rows to app types: the one place order column names meet the rest of the app. */

function toOrderItem(line: OrderLineRow): OrderItem {
  return {
    name: line.title,
    flavor: line.flavor,
    subscription: line.subscription,
    cadenceWeeks: line.subscription ? line.cadenceWeeks : null,
    quantity: line.quantity,
    price: line.lineTotalCents,
  };
}

export function toOrderDetails(order: OrderRow, lines: readonly OrderLineRow[]): OrderDetails {
  return {
    orderId: order.publicId,
    orderNumber: order.orderNumber,
    total: order.totalCents,
    customerEmail: order.email,
    status: order.status,
    testMode: order.testMode,
    items: lines.map(toOrderItem),
    tracking: trackingOf(order.carrier, order.trackingNumber),
  };
}

export function toTrackedOrder(order: OrderRow, lines: readonly OrderLineRow[]): TrackedOrder {
  return {
    ...toOrderDetails(order, lines),
    subtotal: order.subtotalCents,
    shipping: order.shippingCents,
    tax: order.taxCents,
    deliveryMethod: order.deliveryMethod,
    expectedDeliveryDate: order.expectedDeliveryDate,
    placedAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    packedAt: order.packedAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    outForDeliveryAt: order.outForDeliveryAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}
