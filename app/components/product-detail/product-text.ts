import { FREE_SHIPPING_THRESHOLD_CENTS, formatCents } from "~/lib/money";

/** Tags are stored hyphen-separated and shown with spaces (docs/product.md#product-page). */
export function tagLabel(tag: string): string {
  return tag.replaceAll("-", " ");
}

/** "$55.00" reads as "$55" in running text (docs/product.md#money). */
function wholeAmount(cents: number): string {
  return formatCents(cents).replace(/\.00$/, "");
}

/** docs/product.md#shipping: the product page's shipping sentence, derived from the one free-shipping threshold. */
export const SHIPPING_TEXT = `Free shipping on orders over ${wholeAmount(FREE_SHIPPING_THRESHOLD_CENTS)}. Standard shipping takes 3-5 business days.`;
