import type { Address, DeliveryMethod } from "./delivery";
import type { ShippingRates } from "./store-settings";
import { type AppliedTaxRate, type TaxRates, taxCents, taxRateFor } from "./tax";

/**
 * An order's money, in integer cents: the lines' subtotal, its discount, the delivery charge,
 * sales tax and the total. The cart panel, the checkout summary and the server that writes the order all call
 * these functions, so what the shopper is shown is what is charged (decision 102).
 */

export function amountToFreeShippingCents(subtotalCents: number, rates: ShippingRates): number {
  return Math.max(0, rates.freeFromCents - subtotalCents);
}

/** Standard shipping is free once the subtotal reaches the owner's threshold, $55 by default (docs/product.md#shipping). */
export function qualifiesForFreeShipping(subtotalCents: number, rates: ShippingRates): boolean {
  return subtotalCents >= rates.freeFromCents;
}

/**
 * The delivery charge, kept in the order's one shipping column, by the owner's rates (decision 170; by default
 * $6.99, free from $55, local delivery free): local delivery costs its own fee whatever the subtotal
 * (docs/product.md#shipping).
 */
export function shippingCents(subtotalCents: number, method: DeliveryMethod, rates: ShippingRates): number {
  if (method === "local") return rates.localCents;
  return qualifiesForFreeShipping(subtotalCents, rates) ? 0 : rates.standardCents;
}

/** What the shopper pays (decision 102): the summary, the order row and the automation webhook all add it up here. */
export function orderTotalCents(amounts: { subtotalCents: number; shippingCents: number; taxCents: number }): number {
  return amounts.subtotalCents + amounts.shippingCents + amounts.taxCents;
}

/** Every amount of an order, in cents, with the tax rate it was charged at. */
export type OrderAmounts = {
  subtotalCents: number;
  /** The store has no discounts yet: always 0, and already taken off the total. */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  tax: AppliedTaxRate;
};

/**
 * Shipping, tax and total for a subtotal, a delivery method and an address: the checkout summary shows these
 * and the server charges them, from one function, so the two cannot drift.
 */
export function orderAmounts(options: {
  subtotalCents: number;
  deliveryMethod: DeliveryMethod;
  address: Address;
  rates: TaxRates;
  shippingRates: ShippingRates;
}): OrderAmounts {
  const { subtotalCents } = options;
  const discountCents = 0;
  const shipping = shippingCents(subtotalCents, options.deliveryMethod, options.shippingRates);
  const tax = taxRateFor(options.rates, options.address);
  const taxed = taxCents({ subtotalCents, shippingCents: shipping }, tax);
  return {
    subtotalCents,
    discountCents,
    shippingCents: shipping,
    taxCents: taxed,
    totalCents: orderTotalCents({ subtotalCents, shippingCents: shipping, taxCents: taxed }) - discountCents,
    tax,
  };
}
