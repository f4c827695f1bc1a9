import {
  arrayOf,
  boolean,
  integer,
  matching,
  nonEmptyString,
  nullable,
  object,
  optional,
  type Reader,
  string,
  withDefault,
} from "./json-shape";
import { flavorPricing, offersSubscription, unitPriceCents } from "./pricing";
import type { Product, ProductVariant } from "./product";
import { flavorStock, type StockShortfall } from "./stock";
import { CADENCE_CHOICES, DEFAULT_CADENCE_WEEKS } from "./subscriptions";
import { UUID_PATTERN } from "./uuid";

/** The product data a cart line keeps: a display cache, refreshed from the catalogue (docs/product.md#saved-cart). */
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
  | "variants"
>;

/** One cart line, stored under the local-storage key `cart` (docs/product.md#saved-cart). */
export type CartLine = {
  product: CartProduct;
  quantity: number;
  flavor?: string;
  subscription: boolean;
  /** How often a subscription line is delivered, in weeks; a one-time line has none (lineCadenceWeeks). */
  cadenceWeeks?: number;
};

/** The longest cadence a line may carry, as checkout accepts it; which ones are offered is the owner's setting. */
export const MAX_CADENCE_WEEKS = 52;

/**
 * Product ids are database UUIDs; anything else cannot be looked up, so it is refused at every boundary
 * (the server's zod schemas in cart.schema.ts, the browser's readers below).
 */
export const PRODUCT_ID_PATTERN = UUID_PATTERN;

/** The most products one catalogue look-up (`/api/products`) accepts. */
export const MAX_LOOKUP_IDS = 100;

const cents = integer({ min: 0 });

/** Checks of a stored or fetched cart product; no zod here, as every page loads this module (json-shape.ts). */
export const cartProductFields: { [K in keyof CartProduct]-?: Reader<CartProduct[K]> } = {
  id: matching(PRODUCT_ID_PATTERN, "a product id"),
  slug: nonEmptyString,
  title: nonEmptyString,
  images: arrayOf(string),
  category: string,
  brandSlug: nullable(string),
  priceCents: cents,
  salePriceCents: nullable(cents),
  subscriptionPriceCents: nullable(cents),
  stock: integer(),
  // A cart saved before flavours had stock of their own has none: flavorStock then reads the product's total
  // until the catalogue look-up refreshes the line.
  variants: withDefault(
    arrayOf(
      object<ProductVariant>({
        flavor: nullable(string),
        sku: string,
        stock: integer(),
        // Saved before flavours had prices of their own (decision 189): the product's, until the look-up.
        priceCents: withDefault(nullable(cents), null),
        salePriceCents: withDefault(nullable(cents), null),
      }),
    ),
    [],
  ),
};

export const readCartProduct = object<CartProduct>(cartProductFields);

export const readCartLine = object<CartLine>({
  product: readCartProduct,
  quantity: integer({ min: 1 }),
  flavor: optional(string),
  subscription: boolean,
  // Saved before cadences existed: absent, and read as the default (lineCadenceWeeks).
  cadenceWeeks: optional(integer({ min: 1 })),
});

/** Keeps only the fields a line needs, so a whole catalogue product never lands in local storage. */
export function toCartProduct(product: CartProduct): CartProduct {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    images: product.images,
    category: product.category,
    brandSlug: product.brandSlug,
    priceCents: product.priceCents,
    salePriceCents: product.salePriceCents,
    subscriptionPriceCents: product.subscriptionPriceCents,
    stock: product.stock,
    variants: product.variants,
  };
}

/** A line is identified by product id + flavour + subscription flag (docs/product.md#cart-line-identity). */
export function lineKey(line: Pick<CartLine, "flavor" | "subscription"> & { product: { id: string } }): string {
  return JSON.stringify([line.product.id, line.flavor ?? null, line.subscription]);
}

/** Quantity is a whole number of at least 1; anything that is not a number becomes 1 (docs/product.md#quantity). */
export function normalizeQuantity(input: unknown): number {
  const n = typeof input === "number" ? input : typeof input === "string" && input.trim() ? Number(input) : Number.NaN;
  if (!Number.isFinite(n)) return 1;
  return Math.max(1, Math.floor(n));
}

/**
 * The most a line may hold: its flavour's stock less what the cart's other lines of that flavour take (a
 * one-time and a subscription line draw on one shelf), never below 1 (docs/product.md#stock, decision 180).
 */
export function lineQuantityLimit(lines: CartLine[], key: string): number {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line) return 1;
  const others = lines.reduce((sum, l) => (l !== line && sameShelf(l, line) ? sum + l.quantity : sum), 0);
  return Math.max(1, flavorStock(line.product, line.flavor) - others);
}

/** Whether two lines take their units from the same variant: the same product and flavour. */
type Shelf = { product: { id: string }; flavor?: string };

function sameShelf(a: Shelf, b: Shelf): boolean {
  return a.product.id === b.product.id && (a.flavor ?? null) === (b.flavor ?? null);
}

/** A cadence as a line keeps it: a whole number of weeks up to MAX_CADENCE_WEEKS, anything else the default. */
export function normalizeCadence(weeks: unknown): number {
  return typeof weeks === "number" && Number.isInteger(weeks) && weeks >= 1 && weeks <= MAX_CADENCE_WEEKS
    ? weeks
    : DEFAULT_CADENCE_WEEKS;
}

/** How often a line is delivered: null for a one-time line, the default for a subscription saved without one. */
export function lineCadenceWeeks(line: Pick<CartLine, "subscription" | "cadenceWeeks">): number | null {
  return line.subscription ? normalizeCadence(line.cadenceWeeks) : null;
}

/**
 * The cadences a shopper may pick, ascending: the store's choices the owner offers, plus the one a line already
 * holds, so a cadence no longer offered still shows as it is (checkout then asks for another).
 */
export function cadenceChoices(offered: readonly number[], current?: number): number[] {
  const choices: number[] = CADENCE_CHOICES.filter((weeks) => offered.includes(weeks));
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** The line as a subscription at `weeks` (normalized), or as a one-time line without a cadence. */
function withCadence({ cadenceWeeks: _cadence, ...line }: CartLine, weeks: unknown): CartLine {
  return line.subscription ? { ...line, cadenceWeeks: normalizeCadence(weeks) } : line;
}

function normalizeLine(added: CartLine): CartLine {
  const line: CartLine = {
    product: toCartProduct(added.product),
    quantity: normalizeQuantity(added.quantity),
    // An empty flavour is no flavour, so both spellings land on the same line.
    flavor: added.flavor || undefined,
    // Subscription only exists where Subscribe & Save is offered.
    subscription: added.subscription && offersSubscription(flavorPricing(added.product, added.flavor)),
  };
  return withCadence(line, added.cadenceWeeks);
}

/** A quantity as normalizeQuantity reads it, no higher than `max` (the stock), and still at least 1. */
export function capQuantity(input: unknown, max: number): number {
  return Math.min(normalizeQuantity(input), Math.max(1, max));
}

/**
 * Adds to the identical line if there is one (taking its fresher product data, keeping its cadence: the cadence is
 * not part of a line's identity), else appends a new line.
 */
export function addLine(lines: CartLine[], added: CartLine): CartLine[] {
  const line = normalizeLine(added);
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing) return [...lines, line];
  return lines.map((l) =>
    l === existing ? withCadence({ ...line, quantity: l.quantity + line.quantity }, lineCadenceWeeks(l)) : l,
  );
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

/** Sets how often a subscription line is delivered; a one-time line has no cadence and is left alone. */
export function updateCadence(lines: CartLine[], key: string, weeks: unknown): CartLine[] {
  return lines.map((l) => (lineKey(l) === key && l.subscription ? withCadence(l, weeks) : l));
}

/** Sets a line's quantity, capped at what the stock allows (lineQuantityLimit). */
export function updateQuantity(lines: CartLine[], key: string, quantity: unknown): CartLine[] {
  const q = capQuantity(quantity, lineQuantityLimit(lines, key));
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: q } : l));
}

/**
 * The shopper's add: addLine, with the line capped at the stock. The server merges with addLine alone, so an
 * order asking for more than there is gets refused rather than silently cut.
 */
export function addLineWithinStock(lines: CartLine[], added: CartLine): CartLine[] {
  const next = addLine(lines, added);
  const key = lineKey(normalizeLine(added));
  return updateQuantity(next, key, next.find((l) => lineKey(l) === key)?.quantity);
}

/**
 * Cuts the lines of one flavour of a product down to `stock` units, in cart order, dropping lines left with none,
 * and keeps the stock checkout reported on them: the fix checkout offers for a shortfall.
 */
export function fitLinesToStock(lines: CartLine[], shortfall: Omit<StockShortfall, "title">): CartLine[] {
  let left = Math.max(0, shortfall.stock);
  const shelf = { product: { id: shortfall.productId }, flavor: shortfall.flavor ?? undefined };
  return lines.flatMap((line) => {
    if (!sameShelf(line, shelf)) return [line];
    const quantity = Math.min(line.quantity, left);
    left -= quantity;
    return quantity > 0
      ? [{ ...line, quantity, product: withFlavorStock(line.product, line.flavor, shortfall.stock) }]
      : [];
  });
}

/** How many units the cart's lines of one flavour of a product ask for together. */
export function shelfQuantity(lines: CartLine[], shelf: { productId: string; flavor: string | null }): number {
  const wanted = { product: { id: shelf.productId }, flavor: shelf.flavor ?? undefined };
  return lines.reduce((sum, line) => (sameShelf(line, wanted) ? sum + line.quantity : sum), 0);
}

/** The product with one flavour's stock set to what checkout found (its total, for a product known only by that). */
function withFlavorStock(product: CartProduct, flavor: string | undefined, stock: number): CartProduct {
  if (product.variants.length === 0) return { ...product, stock };
  const variants = product.variants.map((v) => (v.flavor === (flavor ?? null) ? { ...v, stock } : v));
  return { ...product, variants };
}

/**
 * Flips one line between one-time and subscription, in place. Landing on an identical line merges the two
 * into that line (docs/product.md#cart-line-identity).
 */
export function toggleSubscription(lines: CartLine[], key: string): CartLine[] {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line || !offersSubscription(flavorPricing(line.product, line.flavor))) return lines;
  // A new subscription starts at the default cadence; a one-time line drops its cadence.
  const toggled = withCadence({ ...line, subscription: !line.subscription }, undefined);
  const twin = lines.find((l) => lineKey(l) === lineKey(toggled));
  if (!twin) return lines.map((l) => (l === line ? toggled : l));
  return lines
    .filter((l) => l !== line)
    .map((l) => (l === twin ? { ...twin, quantity: twin.quantity + line.quantity } : l));
}

/** The distinct product ids in the cart, in line order. */
export function cartProductIds(lines: CartLine[]): string[] {
  return [...new Set(lines.map((l) => l.product.id))];
}

/**
 * Applies current catalogue data to the lines of the products that were looked up (`requestedIds`):
 * each gets the fresh product, a product the catalogue no longer has is dropped, and a subscription
 * the product no longer offers becomes one-time (merging with an identical line). Lines of products
 * not looked up, such as ones added while the request was out, are left alone.
 */
export function refreshLines(
  lines: CartLine[],
  requestedIds: readonly string[],
  freshProducts: readonly CartProduct[],
): { lines: CartLine[]; removed: CartProduct[] } {
  const requested = new Set(requestedIds);
  const fresh = new Map(freshProducts.map((p) => [p.id, p]));
  const removed = new Map<string, CartProduct>();
  const refreshed = lines.reduce<CartLine[]>((kept, line) => {
    if (!requested.has(line.product.id)) return addLine(kept, line);
    const product = fresh.get(line.product.id);
    if (!product) {
      removed.set(line.product.id, line.product);
      return kept;
    }
    return addLine(kept, { ...line, product });
  }, []);
  return { lines: refreshed, removed: [...removed.values()] };
}

/** What one unit of a line costs: its flavour's price, as a subscription where it is one. */
export function lineUnitPriceCents(line: Pick<CartLine, "product" | "flavor" | "subscription">): number {
  return unitPriceCents(flavorPricing(line.product, line.flavor), line.subscription);
}

export function lineTotalCents(line: CartLine): number {
  return lineUnitPriceCents(line) * line.quantity;
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function cartSubtotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCents(l), 0);
}
