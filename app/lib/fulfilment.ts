import type { DeliveryMethod } from "./delivery";
import type { Tracking } from "./order-details";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-status";

/**
 * The order's fulfilment state machine (docs/back-office.md#order-states, decision 143): which step the back
 * office may take from which state. Payment moves (pending → paid, failed, canceled, expired) belong to the
 * payment provider's events (`app/.server/orders/payment-events/transitions.ts`); the steps here follow a payment.
 *
 *   shipping: paid → packed → shipped → delivered
 *   local:    paid → packed → out_for_delivery → delivered (paid → out_for_delivery skips packing)
 *   needs_attention → paid, once the missing stock is set aside ("resolve")
 */
export const ORDER_ACTIONS = ["pack", "ship", "send_out", "deliver", "resolve"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type ActionRule = {
  to: OrderStatus;
  /** The button's text in the back office. */
  label: string;
  /** The refusal's words: "…: it cannot be {verb}." */
  verb: string;
  /** The states the step starts from, per delivery method; none: the step is not for that method. */
  from: Record<DeliveryMethod, readonly OrderStatus[]>;
};

export const ORDER_ACTION_RULES: Record<OrderAction, ActionRule> = {
  // A partly refunded order (a line that ran out, say) still sends the rest.
  pack: {
    to: "packed",
    label: "Mark packed",
    verb: "marked packed",
    from: { shipping: ["paid", "partially_refunded"], local: ["paid", "partially_refunded"] },
  },
  ship: { to: "shipped", label: "Mark shipped", verb: "marked shipped", from: { shipping: ["packed"], local: [] } },
  send_out: {
    to: "out_for_delivery",
    label: "Mark out for delivery",
    verb: "sent out for delivery",
    from: { shipping: [], local: ["paid", "packed", "partially_refunded"] },
  },
  deliver: {
    to: "delivered",
    label: "Mark delivered",
    verb: "marked delivered",
    from: { shipping: ["shipped"], local: ["out_for_delivery"] },
  },
  resolve: {
    to: "paid",
    label: "Stock set aside: back to Paid",
    verb: "resolved",
    from: { shipping: ["needs_attention"], local: ["needs_attention"] },
  },
};

export type FulfilmentOrder = { orderNumber: string; status: OrderStatus; deliveryMethod: DeliveryMethod };

/** The steps the back office offers for this order, in the order of the buttons. */
export function allowedActions(order: Omit<FulfilmentOrder, "orderNumber">): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => refusal({ ...order, orderNumber: "" }, action) === null);
}

/** Why this step is not allowed for this order, in words for the back office; null when it is. */
export function refusal(order: FulfilmentOrder, action: OrderAction): string | null {
  const rule = ORDER_ACTION_RULES[action];
  const from = rule.from[order.deliveryMethod];
  if (from.length === 0) {
    const kind = order.deliveryMethod === "local" ? "for local delivery" : "for shipping";
    return `Order ${order.orderNumber} is ${kind}: it cannot be ${rule.verb}.`;
  }
  if (!from.includes(order.status)) {
    return `Order ${order.orderNumber} is ${ORDER_STATUS_LABELS[order.status]}: it cannot be ${rule.verb}.`;
  }
  return null;
}

/** The carriers the store ships with, and each one's public tracking page. */
export const CARRIERS = {
  usps: { name: "USPS", trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=" },
  ups: { name: "UPS", trackingUrl: "https://www.ups.com/track?tracknum=" },
  fedex: { name: "FedEx", trackingUrl: "https://www.fedex.com/fedextrack/?trknbr=" },
  dhl: { name: "DHL", trackingUrl: "https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=" },
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

export function isCarrier(value: string): value is Carrier {
  return Object.hasOwn(CARRIERS, value);
}

/** What a shopper sees of a shipment; null for an unknown carrier or no number. */
export function trackingOf(carrier: string | null, number: string | null): Tracking | null {
  if (!carrier || !number || !isCarrier(carrier)) return null;
  const { name, trackingUrl } = CARRIERS[carrier];
  return { carrier: name, number, url: trackingUrl + encodeURIComponent(number) };
}
