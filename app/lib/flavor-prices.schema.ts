import { z } from "zod";
import type { FieldErrors } from "./forms";
import { optionalDollars } from "./money.schema";
import type { ProductVariant } from "./product";
import { variantName } from "./variants";

/**
 * A flavour's own price and sale price, as the product page's "Prices by flavor" form sends them:
 * two fields per flavour, named by its SKU. Empty follows the product's.
 */

export type FlavorPrices = { sku: string; priceCents: number | null; salePriceCents: number | null };

/** A product's prices and its flavours' own, as the form opens them. */
export type FlavorPriceList = {
  title: string;
  priceCents: number;
  salePriceCents: number | null;
  variants: Pick<ProductVariant, "flavor" | "sku" | "priceCents" | "salePriceCents">[];
};

export function flavorPriceFields(sku: string): { price: string; sale: string } {
  return { price: `price:${sku}`, sale: `sale:${sku}` };
}

const amounts = z.object({ price: optionalDollars("price"), sale: optionalDollars("sale price") });

/** What is wrong with a flavour's own prices, by field, or null: the product's price stands in for an empty one. */
export function flavorPriceProblem(
  prices: { price: number | null; sale: number | null },
  productPriceCents?: number,
): { field: "price" | "sale"; message: string } | null {
  if (prices.price !== null && prices.price <= 0) return { field: "price", message: "A price is more than $0." };
  const price = prices.price ?? productPriceCents;
  if (prices.sale !== null && price !== undefined && prices.sale >= price) {
    return { field: "sale", message: "A sale price is lower than the price." };
  }
  return null;
}

/** Each flavour's prices read from the form, or the field errors, in the flavour's own words. */
export function readFlavorPrices(
  form: Record<string, unknown>,
  product: { title: string; priceCents: number; variants: readonly Pick<ProductVariant, "flavor" | "sku">[] },
): { ok: true; prices: FlavorPrices[] } | { ok: false; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const prices: FlavorPrices[] = [];
  for (const variant of product.variants) {
    const names = flavorPriceFields(variant.sku);
    const name = variantName(product.title, variant.flavor);
    const parsed = amounts.safeParse({ price: form[names.price] ?? "", sale: form[names.sale] ?? "" });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fieldErrors[issue?.path[0] === "sale" ? names.sale : names.price] = `${name}: ${issue?.message}`;
      continue;
    }
    const { price, sale } = parsed.data;
    const problem = flavorPriceProblem(parsed.data, product.priceCents);
    if (problem) fieldErrors[names[problem.field]] = `${name}: ${problem.message}`;
    else prices.push({ sku: variant.sku, priceCents: price, salePriceCents: sale });
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, prices };
}
