import type { DeliveryMethod } from "./delivery";
import type { OrderStatus } from "./order-status";

/** Orders as pages, e-mails and the order calls show them. */

/** A line of an order; `price` is the line's total in integer cents. */
export type OrderItem = {
  name: string;
  flavor: string | null;
  subscription: boolean;
  /** How often a subscription line is delivered, in weeks; null for a one-time line. */
  cadenceWeeks: number | null;
  quantity: number;
  price: number;
};

/**
 * The get-order-details answer (docs/product.md#calls) plus what the confirmation shows. `orderId` is the
 * unguessable public id; `total` is integer cents, like every amount in the store (docs/product.md#money).
 */
export type OrderDetails = {
  orderId: string;
  orderNumber: string;
  total: number;
  customerEmail: string;
  status: OrderStatus;
  testMode: boolean;
  items: OrderItem[];
  /** Set once the order is shipped with a known carrier. */
  tracking: Tracking | null;
};

/** What /track-order shows: the details plus the amounts, delivery and history. */
export type TrackedOrder = OrderDetails & {
  subtotal: number;
  shipping: number;
  /** Sales tax in cents; 0 where none was charged, and then not shown. */
  tax: number;
  deliveryMethod: DeliveryMethod;
  expectedDeliveryDate: string | null;
  placedAt: string;
  paidAt: string | null;
  /** When each fulfilment step happened (ISO), and the parcel's tracking once shipped. */
  packedAt: string | null;
  shippedAt: string | null;
  outForDeliveryAt: string | null;
  deliveredAt: string | null;
};

/** A shipped parcel: the carrier's name, its tracking number and the carrier's tracking page. */
export type Tracking = { carrier: string; number: string; url: string };

/**
 * Names the order this browser just checked out, for the confirmation page to empty the cart once for it
 * and for no other order (decision 116). Read by the page's script, so not httpOnly; it holds a public id only.
 */
export const CHECKED_OUT_COOKIE = "checked-out-order";

/** Filled in on /track-order when "View Order History" sends a guest there (kept out of the address bar). */
export type TrackOrderPrefill = { orderNumber: string; email: string };

export function orderSuccessPath(publicId: string): string {
  return `/order-success?${new URLSearchParams({ orderId: publicId })}`;
}

/** Order numbers read CS-10001; shoppers may type "10001" or "#cs-10001". */
export function normalizeOrderNumber(input: string): string {
  const value = input.trim().replace(/^#/, "").toUpperCase();
  return /^\d+$/.test(value) ? `CS-${value}` : value;
}

/** The neutral answer for a wrong pair: it does not say which half was wrong. */
export const ORDER_NOT_FOUND_MESSAGE = "We could not find an order with that number and email.";

/** A line in one string, for payment pages and e-mails: "Whey Protein (Chocolate, Subscription)". */
export function describeLine(line: { name: string; flavor: string | null; subscription: boolean }): string {
  const details = [line.flavor, line.subscription ? "Subscription" : null].filter(Boolean);
  return details.length > 0 ? `${line.name} (${details.join(", ")})` : line.name;
}
