import type { Product, ProductVariant } from "./product";

type Priced = Pick<Product, "priceCents" | "salePriceCents" | "subscriptionPriceCents">;

/**
 * A flavour's prices. A flavour with its own price has only its own sale price; one without has the
 * product's price and its own sale price, else the product's. Subscribe & Save keeps the product's price, and is
 * offered only where it saves on the flavour's one-time price.
 */
export function flavorPricing(
  product: Priced & { variants: readonly Pick<ProductVariant, "flavor" | "priceCents" | "salePriceCents">[] },
  flavor: string | null | undefined,
): Priced {
  const variant = product.variants.find((candidate) => candidate.flavor === (flavor || null));
  if (!variant) return product;
  const ownPrice = variant.priceCents ?? null;
  const priceCents = ownPrice ?? product.priceCents;
  const sale = variant.salePriceCents ?? (ownPrice === null ? product.salePriceCents : null);
  // A flavour's sale set against a product price since lowered below it is no sale: it never raises the price.
  const salePriceCents = sale !== null && sale < priceCents ? sale : null;
  return { priceCents, salePriceCents, subscriptionPriceCents: product.subscriptionPriceCents };
}

/** What one unit costs bought once: the sale price when set, else the price (docs/product.md#pricing). */
export function oneTimePriceCents(product: Priced): number {
  return product.salePriceCents ?? product.priceCents;
}

/**
 * The Subscribe & Save percent: the real saving of the subscription price against the one-time price
 * (decision 110). Null when there is no saving, a sale at or below the subscription price included, and then
 * the option is not offered.
 */
export function subscribeSavePercent(product: Priced): number | null {
  const once = oneTimePriceCents(product);
  if (product.subscriptionPriceCents == null || once <= 0) return null;
  const percent = Math.round((1 - product.subscriptionPriceCents / once) * 100);
  return percent >= 1 ? percent : null;
}

/** Whether Subscribe & Save is offered: only where it saves the shopper something. */
export function offersSubscription(product: Priced): boolean {
  return subscribeSavePercent(product) !== null;
}

/**
 * What one unit costs: the subscription price for a subscription where Subscribe & Save is offered, else the
 * one-time price, so a subscription never costs more than buying once. The cart, checkout and server all use this.
 */
export function unitPriceCents(product: Priced, subscription: boolean): number {
  if (subscription && product.subscriptionPriceCents != null && offersSubscription(product)) {
    return product.subscriptionPriceCents;
  }
  return oneTimePriceCents(product);
}

export function isOnSale(product: Priced): boolean {
  return product.salePriceCents != null && product.salePriceCents < product.priceCents;
}
