import type { Square } from "square";
import { brandRule, matchesBrandRule } from "~/lib/brand-match";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import { slugify } from "~/lib/slugify";
import { CURRENCY, centsOf } from "./client";

/**
 * Square catalogue objects to store products (docs/decisions/022-square.md): one product per ITEM, its
 * variation names as flavours, the lowest variation price as the product's and each dearer variation's as its
 * flavour's own (decision 189: a flavour is never sold below its Square price), the category from the item's Square
 * category, else from its name, the brand from its name.
 */

export type ImportedProduct = {
  slug: string;
  title: string;
  category: string;
  brandSlug: string | null;
  brand: string | null;
  description: string;
  flavors: string[];
  priceCents: number;
  /** Only when Square has images: an item without keeps the images the store has. */
  images?: string[];
  /**
   * Units by flavour (null for an item without flavours), for the variations Square tracks stock of; a flavour
   * Square does not track keeps the store's own count (decision 180).
   */
  stock: Map<string | null, number>;
  /** The tracked variation each flavour (null: the product's one shelf) shares its stock with. */
  variations: Map<string | null, string>;
  /** Each flavour's own price where its variation costs more than the product's, else null. */
  flavorPrices: Map<string, number | null>;
};

export type SkippedItem = { name: string; reason: string };

export type CatalogLookups = {
  categoryNames: ReadonlyMap<string, string>;
  imageUrls: ReadonlyMap<string, string>;
  /** IN_STOCK quantity per tracked variation id at the store's location. */
  stockByVariation: ReadonlyMap<string, number>;
};

const words = (text: string) => slugify(text).replaceAll("-", " ");

function findCategory(text: string, exact: boolean): string | undefined {
  const wanted = words(text);
  return CATEGORIES.find((c) => {
    const names = [words(c.name), words(c.slug)];
    return exact ? names.includes(wanted) : names.some((name) => ` ${wanted} `.includes(` ${name} `));
  })?.slug;
}

function squareCategoryIds(item: Square.CatalogItem): string[] {
  const ids = [...(item.categories ?? []).map((c) => c.id), item.reportingCategory?.id, item.categoryId];
  return ids.filter((id): id is string => Boolean(id));
}

function categoryOf(item: Square.CatalogItem, name: string, lookups: CatalogLookups): string | undefined {
  for (const id of squareCategoryIds(item)) {
    const squareName = lookups.categoryNames.get(id);
    const match = squareName && findCategory(squareName, true);
    if (match) return match;
  }
  return findCategory(name, false);
}

function brandOf(title: string) {
  const brand = BRANDS.find((b) => matchesBrandRule({ title, brand: null }, brandRule(b)));
  return { brandSlug: brand?.slug ?? null, brand: brand?.name ?? null };
}

type PricedVariation = { id: string; name: string; priceCents: number; tracked: boolean };

function pricedVariations(item: Square.CatalogItem): PricedVariation[] {
  return (item.variations ?? []).flatMap((object) => {
    if (object.type !== "ITEM_VARIATION" || object.isDeleted) return [];
    const data = object.itemVariationData;
    const priceCents = centsOf(data?.priceMoney);
    if (data?.pricingType !== "FIXED_PRICING" || data.priceMoney?.currency !== CURRENCY || priceCents == null)
      return [];
    return [{ id: object.id, name: data.name?.trim() ?? "", priceCents, tracked: data.trackInventory === true }];
  });
}

/** Variation names are flavours, unless the item has only Square's default 'Regular' variation. */
function flavorsOf(variations: PricedVariation[]): string[] {
  const names = variations.map((v) => v.name).filter(Boolean);
  return names.length === 1 && names[0]?.toLowerCase() === "regular" ? [] : [...new Set(names)];
}

/** The tracked variations' counts by flavour (a variation's name), or as one count for an item without flavours. */
function trackedStock(
  tracked: readonly PricedVariation[],
  hasFlavors: boolean,
  lookups: CatalogLookups,
): Map<string | null, number> {
  const stock = new Map<string | null, number>();
  for (const variation of tracked) {
    const flavor = hasFlavors ? variation.name : null;
    stock.set(flavor, (stock.get(flavor) ?? 0) + (lookups.stockByVariation.get(variation.id) ?? 0));
  }
  return stock;
}

/** Each flavour's Square price, by its first variation of that name, where it differs from the product's. */
function ownPrices(variations: readonly PricedVariation[], flavors: readonly string[], priceCents: number) {
  return new Map(
    flavors.map((flavor) => {
      const price = variations.find((variation) => variation.name === flavor)?.priceCents ?? priceCents;
      return [flavor, price === priceCents ? null : price];
    }),
  );
}

/** Each shelf's first tracked variation: two variations of one name share a shelf, and the first one speaks for it. */
function trackedVariations(tracked: readonly PricedVariation[], hasFlavors: boolean): Map<string | null, string> {
  const variations = new Map<string | null, string>();
  for (const variation of tracked) {
    const flavor = hasFlavors ? variation.name : null;
    if (!variations.has(flavor)) variations.set(flavor, variation.id);
  }
  return variations;
}

export function mapSquareItem(
  object: Square.CatalogObject.Item,
  lookups: CatalogLookups,
): ImportedProduct | SkippedItem {
  const item = object.itemData ?? {};
  const title = item.name?.trim() ?? "";
  if (!title) return { name: object.id, reason: "no name" };
  const variations = pricedVariations(item);
  if (variations.length === 0) return { name: title, reason: "no fixed USD price" };
  const category = categoryOf(item, title, lookups);
  if (!category) return { name: title, reason: "no matching store category" };

  const images = (item.imageIds ?? []).flatMap((id) => {
    const url = lookups.imageUrls.get(id);
    return url && /^https?:\/\//.test(url) ? [url] : [];
  });
  const tracked = variations.filter((v) => v.tracked);
  // The cheapest variation's price is the product's (what cards show); a dearer flavour has its own (decision 189).
  const priceCents = Math.min(...variations.map((v) => v.priceCents));
  const flavors = flavorsOf(variations);
  return {
    slug: slugify(title),
    title,
    category,
    ...brandOf(title),
    description: item.descriptionPlaintext ?? item.description ?? "",
    flavors,
    priceCents,
    flavorPrices: ownPrices(variations, flavors, priceCents),
    ...(images.length > 0 && { images }),
    stock: trackedStock(tracked, flavors.length > 0, lookups),
    variations: trackedVariations(tracked, flavors.length > 0),
  };
}

export function trackedVariationIds(items: readonly Square.CatalogObject.Item[]): string[] {
  return items.flatMap((object) =>
    pricedVariations(object.itemData ?? {})
      .filter((v) => v.tracked)
      .map((v) => v.id),
  );
}
