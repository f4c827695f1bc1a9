import type { DeliveryMethod } from "./cart";
import { isUsFederalHoliday } from "./us-holidays";

/** Checkout rules shared by the form in the browser and the /checkout action; the schemas are in checkout.schema.ts. */

export const CUSTOMER_FIELD_LABELS = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "ZIP Code",
} as const;

export type CustomerField = keyof typeof CUSTOMER_FIELD_LABELS;

/** In form order, which is also the order of 'Please fill in: …'. */
export const REQUIRED_CUSTOMER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "address",
  "city",
  "state",
  "zipCode",
] as const satisfies readonly CustomerField[];

/** Toasts of docs/product.md#messages, word for word. */
export const CHECKOUT_MESSAGES = {
  missingInformation: (labels: readonly string[]) => ({
    title: "Missing Information",
    description: `Please fill in: ${labels.join(", ")}`,
  }),
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address" },
  checkoutError: { title: "Checkout Error", description: "Failed to create checkout session. Please try again." },
  checkoutFailed: { title: "Checkout Failed", description: "Something went wrong. Please try again." },
  notEnoughStock: {
    title: "Not Enough Stock",
    description: "Your order asks for more than we have. Change the quantity in the order summary to continue.",
  },
} as const;

export const DELIVERY_METHODS = ["shipping", "local"] as const satisfies readonly DeliveryMethod[];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: "Standard Shipping",
  local: "Local Delivery (San Angelo Only)",
};

/** A simple address pattern without spaces (docs/product.md#checkout-rules). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The customer's fields as a form holds them, before validation. */
export type CustomerFormValues = Partial<Record<CustomerField | "country", string>>;

/** Each cart line travels as one hidden input named `line` holding JSON. */
export const LINE_FIELD = "line";

export type CustomerProblem = { kind: "missing"; fields: CustomerField[] } | { kind: "invalid-email" };

/** The toast for a customer problem (docs/product.md#messages). */
export function customerProblemMessage(problem: CustomerProblem) {
  if (problem.kind === "invalid-email") return CHECKOUT_MESSAGES.invalidEmail;
  return CHECKOUT_MESSAGES.missingInformation(problem.fields.map((f) => CUSTOMER_FIELD_LABELS[f]));
}

// Local delivery (docs/product.md#local-delivery).

/** San Angelo's time zone: "next business day" is counted from the store's calendar, not the server's. */
export const STORE_TIME_ZONE = "America/Chicago";
const LOCAL_CITY = "san angelo";
const LOCAL_STATES = ["tx", "texas"];

export type Address = { city: string; state: string };

/** San Angelo and TX or Texas, trimmed, case-insensitive. Inner spaces are collapsed too ("San  Angelo"). */
export function isLocalDeliveryAddress({ city, state }: Address): boolean {
  const normalize = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  return normalize(city) === LOCAL_CITY && LOCAL_STATES.includes(normalize(state));
}

/** Today on the store's calendar, as YYYY-MM-DD (en-CA formats that way). */
export function storeDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE }).format(now);
}

/** A YYYY-MM-DD day moved by a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isUsFederalHoliday(day);
}

/**
 * The next business day after `now` on the store's calendar, as YYYY-MM-DD: Monday to Friday, skipping
 * observed US federal holidays (decision 024).
 */
export function nextBusinessDay(now: Date): string {
  let day = addDays(storeDay(now), 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The validate-local-delivery answer (docs/product.md#calls). */
export type LocalDeliveryResult = {
  isLocalDeliveryAvailable: boolean;
  deliveryMethod: { type: "local"; name: string; priceCents: number; expectedDeliveryDate: string } | null;
};

/** `priceCents` is the owner's local delivery fee (decision 170), free by default. */
export function checkLocalDelivery(address: Address, now: Date, priceCents: number): LocalDeliveryResult {
  if (!isLocalDeliveryAddress(address)) return { isLocalDeliveryAvailable: false, deliveryMethod: null };
  return {
    isLocalDeliveryAvailable: true,
    deliveryMethod: {
      type: "local",
      name: DELIVERY_METHOD_LABELS.local,
      priceCents,
      expectedDeliveryDate: nextBusinessDay(now),
    },
  };
}

/** "Friday, June 5" for a YYYY-MM-DD date, read as a calendar day (no time-zone shift). */
export function formatDeliveryDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

// Orders as pages and the order APIs show them.

/**
 * `needs_attention`: paid, but stock ran out before the order could take it (docs/product.md#stock); the store
 * contacts the shopper about a backorder or a refund. `expired`: a checkout left unpaid past its time (decision 115).
 * `packed` → `shipped` → `delivered` (or `out_for_delivery` → `delivered` for local delivery) are the back
 * office's fulfilment steps after payment; which step may follow which is `app/lib/fulfilment.ts`.
 * `partially_refunded` / `refunded`: some or all of the money went back (`app/lib/refunds.ts`); `canceled` is also
 * a paid order the back office cancelled (its money refunded), not only a checkout canceled at the provider.
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "failed",
  "canceled",
  "needs_attention",
  "expired",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "partially_refunded",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Payment failed",
  canceled: "Canceled",
  needs_attention: "Paid, needs attention",
  expired: "Not completed",
  packed: "Packed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/** Checkouts that ended without a payment: listed apart from real orders in the account (decision 115). */
export function isNotCompleted(status: OrderStatus): boolean {
  return status === "expired" || status === "failed" || status === "canceled";
}

const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  "paid",
  "needs_attention",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "partially_refunded",
  "refunded",
]);

/** The money was taken: every state from payment on, fulfilment steps and refunds included. */
export function isPaidStatus(status: OrderStatus): boolean {
  return PAID_STATUSES.has(status);
}

/** A line of an order; `price` is the line's total in integer cents. */
export type OrderItem = { name: string; flavor: string | null; subscription: boolean; quantity: number; price: number };

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
  /** Sales tax in cents; 0 where none was charged, and then not shown (decision 147). */
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
