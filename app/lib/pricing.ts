import type { Product } from "./product";

type Priced = Pick<Product, "priceCents" | "salePriceCents" | "subscriptionPriceCents">;

/**
 * The Subscribe & Save percent from the product's own prices (docs/product.md#subscribe-and-save); null without a
 * subscription price.
 */
export function subscribeSavePercent(product: Priced): number | null {
  if (product.subscriptionPriceCents == null || product.priceCents <= 0) return null;
  return Math.round((1 - product.subscriptionPriceCents / product.priceCents) * 100);
}

/**
 * What one unit costs: the subscription price for a subscription when the product has one,
 * else the sale price, else the price (docs/product.md#pricing). The cart, checkout and server all use this.
 */
export function unitPriceCents(product: Priced, subscription: boolean): number {
  if (subscription && product.subscriptionPriceCents != null) return product.subscriptionPriceCents;
  return product.salePriceCents ?? product.priceCents;
}

export function isOnSale(product: Priced): boolean {
  return product.salePriceCents != null && product.salePriceCents < product.priceCents;
}
