import { nextBusinessDay } from "./store-time";

/**
 * How an order reaches the shopper: the delivery methods, and where and when local delivery goes
 * (docs/product.md#local-delivery).
 */

export const DELIVERY_METHODS = ["shipping", "local"] as const;

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  shipping: "Standard Shipping",
  local: "Local Delivery (San Angelo Only)",
};

const LOCAL_CITY = "san angelo";
const LOCAL_STATES = ["tx", "texas"];

export type Address = { city: string; state: string };

/** San Angelo and TX or Texas, trimmed, case-insensitive. Inner spaces are collapsed too ("San  Angelo"). */
export function isLocalDeliveryAddress({ city, state }: Address): boolean {
  const normalize = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  return normalize(city) === LOCAL_CITY && LOCAL_STATES.includes(normalize(state));
}

/** The validate-local-delivery answer (docs/product.md#calls). */
export type LocalDeliveryResult = {
  isLocalDeliveryAvailable: boolean;
  deliveryMethod: { type: "local"; name: string; priceCents: number; expectedDeliveryDate: string } | null;
};

/** `priceCents` is the owner's local delivery fee, free by default. */
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
