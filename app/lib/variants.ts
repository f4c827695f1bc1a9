import { slugify } from "./slugify";

/**
 * Variants: a product is sold as one variant per flavour, or as one variant with no flavour. These
 * rules are the ones migration 0028 applied to the stock there was; the catalogue's writers apply them since.
 */

/** A variant's name where one product's flavours must be told apart: "Whey (Vanilla)", or "Creatine". */
export function variantName(title: string, flavor: string | null | undefined): string {
  return flavor ? `${title} (${flavor})` : title;
}

/** The flavours a product's variants are for, in order: its flavours, or the one without a flavour. */
export function variantFlavors(flavors: readonly string[]): (string | null)[] {
  return flavors.length > 0 ? [...new Set(flavors)] : [null];
}

/**
 * A variant's SKU as the store makes it: the product's address in capitals, then `--` and the flavour's words
 * ("GOLD-STANDARD-WHEY--DOUBLE-RICH-CHOCOLATE"). Addresses never hold `--`, so no two products' SKUs meet; a
 * flavour without letters or digits is named by its place (1, 2, ...).
 */
export function variantSku(slug: string, flavor: string | null, position: number): string {
  const base = slug.toUpperCase();
  if (flavor === null) return base;
  return `${base}--${slugify(flavor).toUpperCase() || String(position + 1)}`;
}

/** Units shared out across `shelves` evenly, the remainder to the first ones: 10 over 3 is 4, 3, 3. */
export function splitStock(units: number, shelves: number): number[] {
  const whole = Math.max(0, units);
  return Array.from({ length: shelves }, (_, i) => Math.floor(whole / shelves) + (i < whole % shelves ? 1 : 0));
}
