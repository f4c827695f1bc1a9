import type { AutomationOrder } from "~/.server/outbox/automation-payload";
import { trackingOf } from "~/lib/fulfilment";
import type { OrderRow } from "./shape";

type LineFields = Pick<
  AutomationOrder["lines"][number],
  "title" | "flavor" | "quantity" | "unitPriceCents" | "subscription"
>;

/** An order and its lines as the automation webhook's payload reads them. */
export function automationOrder(order: OrderRow, lines: readonly LineFields[]): AutomationOrder {
  return {
    orderId: order.publicId,
    orderNumber: order.orderNumber,
    testMode: order.testMode,
    createdAt: order.createdAt,
    customer: order,
    lines: [...lines],
    deliveryMethod: order.deliveryMethod,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    tracking: trackingOf(order.carrier, order.trackingNumber),
  };
}
