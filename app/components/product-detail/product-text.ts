import { formatCents } from "~/lib/money";
import type { ShippingRates } from "~/lib/store-settings";

/** Tags are stored hyphen-separated and shown with spaces (docs/product.md#product-page). */
export function tagLabel(tag: string): string {
  return tag.replaceAll("-", " ");
}

/** "$55.00" reads as "$55" in running text (docs/product.md#money). */
export function wholeAmount(cents: number): string {
  return formatCents(cents).replace(/\.00$/, "");
}

/** docs/product.md#shipping: the product page's shipping sentence, derived from the owner's free-shipping threshold. */
export function shippingText(rates: ShippingRates): string {
  return `Free shipping on orders over ${wholeAmount(rates.freeFromCents)}. Standard shipping takes 3-5 business days.`;
}
