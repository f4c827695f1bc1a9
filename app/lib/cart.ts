import { FREE_SHIPPING_THRESHOLD_CENTS, STANDARD_SHIPPING_CENTS } from "./money";
import { unitPriceCents } from "./pricing";
import type { Product } from "./product";

/** The product data a cart line keeps: a display cache, refreshed from the catalogue (decision 10). */
export type CartProduct = Pick<
  Product,
  | "id"
  | "slug"
  | "title"
  | "images"
  | "category"
  | "brandSlug"
  | "priceCents"
  | "salePriceCents"
  | "subscriptionPriceCents"
  | "stock"
>;

/** One cart line, stored under the local-storage key `cart` in the spec's shape. */
export type CartLine = {
  product: CartProduct;
  quantity: number;
  flavor?: string;
  subscription: boolean;
};

export type DeliveryMethod = "shipping" | "local";

/** A line is identified by product id + flavour + subscription flag (decision 9). */
export function lineKey(line: Pick<CartLine, "flavor" | "subscription"> & { product: { id: string } }): string {
  return JSON.stringify([line.product.id, line.flavor ?? null, line.subscription]);
}

/** Quantity is a whole number of at least 1; anything that is not a number becomes 1 (spec section 5). */
export function normalizeQuantity(input: unknown): number {
  const n = typeof input === "number" ? input : Number.parseInt(String(input), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.max(1, Math.floor(n));
}

/** Adds to the identical line if there is one, else appends a new line. */
export function addLine(lines: CartLine[], added: CartLine): CartLine[] {
  const line = {
    ...added,
    quantity: normalizeQuantity(added.quantity),
    // Subscription only exists where the product has a subscription price.
    subscription: added.subscription && added.product.subscriptionPriceCents != null,
  };
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing) return [...lines, line];
  return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + line.quantity } : l));
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

export function updateQuantity(lines: CartLine[], key: string, quantity: unknown): CartLine[] {
  const q = normalizeQuantity(quantity);
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: q } : l));
}

/** Flips one line between one-time and subscription; landing on an identical line merges the two. */
export function toggleSubscription(lines: CartLine[], key: string): CartLine[] {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line || line.product.subscriptionPriceCents == null) return lines;
  return addLine(removeLine(lines, key), { ...line, subscription: !line.subscription });
}

export function lineTotalCents(line: CartLine): number {
  return unitPriceCents(line.product, line.subscription) * line.quantity;
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function cartSubtotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCents(l), 0);
}

export function amountToFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);
}

/** $6.99, free from $55, free for local delivery (spec section 9). */
export function shippingCents(subtotalCents: number, method: DeliveryMethod = "shipping"): number {
  if (method === "local" || subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return STANDARD_SHIPPING_CENTS;
}
