import type { DeliveryMethod } from "~/lib/delivery";
import { DELIVERY_METHOD_LABELS } from "~/lib/delivery";
import { orderTotalCents } from "~/lib/order-amounts";
import type { Tracking } from "~/lib/order-details";

/**
 * The external automation webhook's JSON (docs/product.md#automation-webhook), built from a priced order.
 * Amounts arrive in integer cents and leave as dollars: JSON numbers rounded to 2 decimals (12.5 means $12.50),
 * because the receiving automation expects dollar figures (docs/product.md#automation-webhook). `total` is subtotal plus shipping
 * plus `tax`, what the shopper was charged (decisions 102 and 147).
 */

export const AUTOMATION_WEBHOOK_TOPIC = "automation-webhook";

/**
 * What happened to the order (decision 144): created at checkout, as the original payload always was, then
 * paid, shipped and refunded. The receiver tells them apart by `event`.
 */
export type AutomationEvent = "order.created" | "order.paid" | "order.shipped" | "order.refunded";

/** The order as the payload needs it; a plain object so any order model can be mapped onto it. */
export type AutomationOrder = {
  orderId: string;
  orderNumber: string;
  testMode: boolean;
  createdAt: Date;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | null;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  lines: {
    title: string;
    flavor?: string | null;
    quantity: number;
    unitPriceCents: number;
    subscription: boolean;
  }[];
  deliveryMethod: DeliveryMethod;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  /** Only on order.shipped. */
  tracking?: Tracking | null;
  /** Only on order.refunded: the refund that completed. */
  refund?: { id: string; amountCents: number; cancellation: boolean };
};

export type AutomationPayload = {
  event: AutomationEvent;
  order_id: string;
  order_number: string;
  test_mode: boolean;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  order_summary: {
    product: string;
    flavor: string | null;
    quantity: number;
    price: number;
    total: number;
    subscription: boolean;
  }[];
  subtotal: number;
  shipping_cost: number;
  shipping_method: string;
  /** Sales tax, 0 where none was charged. */
  tax: number;
  total: number;
  timestamp: string;
  tracking?: { carrier: string; number: string; url: string };
  refund?: { id: string; amount: number; cancellation: boolean };
};

function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function buildAutomationPayload(order: AutomationOrder, event: AutomationEvent): AutomationPayload {
  const { customer } = order;
  return {
    event,
    order_id: order.orderId,
    order_number: order.orderNumber,
    test_mode: order.testMode,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? "",
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zip: customer.zipCode,
    country: customer.country,
    order_summary: order.lines.map((line) => ({
      product: line.title,
      flavor: line.flavor ?? null,
      quantity: line.quantity,
      price: toDollars(line.unitPriceCents),
      total: toDollars(line.unitPriceCents * line.quantity),
      subscription: line.subscription,
    })),
    subtotal: toDollars(order.subtotalCents),
    shipping_cost: toDollars(order.shippingCents),
    shipping_method: DELIVERY_METHOD_LABELS[order.deliveryMethod],
    tax: toDollars(order.taxCents),
    total: toDollars(orderTotalCents(order)),
    timestamp: order.createdAt.toISOString(),
    ...(order.tracking && { tracking: order.tracking }),
    ...(order.refund && {
      refund: {
        id: order.refund.id,
        amount: toDollars(order.refund.amountCents),
        cancellation: order.refund.cancellation,
      },
    }),
  };
}
