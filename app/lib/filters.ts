import type { Brand, Category } from "./catalog";
import { findCategory, type Taxonomy } from "./taxonomy";

/**
 * The products list of docs/product.md#limits-and-timings: 30 at first, 30 more per 'Load More' after a 300 ms pause.
 */
export const PAGE_SIZE = 30;
export const LOAD_MORE_DELAY_MS = 300;
/** At most this many products in one answer, however the address is written. */
export const MAX_ROWS = 1500;

/** ABE is left out of the brand filter (docs/product.md#catalogue-taxonomy): titles are matched on the name, and 'ABE' sits inside other words. */
const NOT_FILTERED_BRANDS: ReadonlySet<string> = new Set(["abe"]);

export type BrandFilter = { slug: string; name: string };

/** The brands the products page filters by, A-Z, with the slugs that stand for them in the address. */
export function brandFilters(brands: readonly Brand[]): BrandFilter[] {
  return brands
    .filter((brand) => !NOT_FILTERED_BRANDS.has(brand.slug))
    .map(({ slug, name }) => ({ slug, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** The shopper's selection. Prices are as entered (null when missing or unparsable), before clamping. */
export type ProductFilters = {
  categories: string[];
  brands: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
};

/** Which slice of the filtered list an answer holds: rows [offset, end). */
export type ListWindow = { offset: number; end: number };

/** Floor of the lowest and ceiling of the highest effective price, in whole dollars (docs/product.md#filters). */
export type PriceBounds = { minCents: number; maxCents: number };

/** Query-string names. One category travels as `category`; several as repeated `categories`. */
const PARAM = {
  category: "category",
  categories: "categories",
  brand: "brand",
  min: "min",
  max: "max",
  show: "show",
  offset: "offset",
} as const;
const KNOWN_PARAMS: ReadonlySet<string> = new Set(Object.values(PARAM));

export function priceBounds(lowestCents: number, highestCents: number): PriceBounds {
  return { minCents: Math.floor(lowestCents / 100) * 100, maxCents: Math.ceil(highestCents / 100) * 100 };
}

/** Prices are 32-bit integers of cents; a typed amount beyond that range means the same as the limit. */
const AMOUNT_LIMIT_CENTS = 2 ** 31 - 1;

/** Dollars typed in a price box to cents; null for anything that is not a number. */
export function parseDollars(text: string | null | undefined): number | null {
  if (text == null || text.trim() === "") return null;
  const dollars = Number(text);
  if (!Number.isFinite(dollars)) return null;
  return Math.min(AMOUNT_LIMIT_CENTS, Math.max(-AMOUNT_LIMIT_CENTS, Math.round(dollars * 100)));
}

/** Cents as a price box shows them: plain dollars, no currency formatting. */
export function centsToDollarsInput(cents: number): string {
  return String(cents / 100);
}

/**
 * The range actually applied: a missing or unparsable end falls back to the catalogue bound, the minimum
 * is raised to the catalogue minimum and the maximum lowered to the catalogue maximum (docs/product.md#filters).
 */
export function clampPriceRange(filters: ProductFilters, bounds: PriceBounds): PriceBounds {
  return {
    minCents: Math.max(filters.minPriceCents ?? bounds.minCents, bounds.minCents),
    maxCents: Math.min(filters.maxPriceCents ?? bounds.maxCents, bounds.maxCents),
  };
}

/** Selected categories from the query string: lower-cased, known slugs only, in the catalogue's order. */
export function selectedCategories(params: URLSearchParams, categories: readonly Category[]): string[] {
  const wanted = new Set(
    [...params.getAll(PARAM.category), ...params.getAll(PARAM.categories)].map(
      (slug) => findCategory(categories, slug)?.slug,
    ),
  );
  return categories.filter((category) => wanted.has(category.slug)).map((category) => category.slug);
}

export function parseProductFilters(params: URLSearchParams, taxonomy: Taxonomy): ProductFilters {
  const brandSlugs = new Set(params.getAll(PARAM.brand).map((slug) => slug.toLowerCase()));
  return {
    categories: selectedCategories(params, taxonomy.categories),
    brands: brandFilters(taxonomy.brands)
      .filter((brand) => brandSlugs.has(brand.slug))
      .map((brand) => brand.name),
    minPriceCents: parseDollars(params.get(PARAM.min)),
    maxPriceCents: parseDollars(params.get(PARAM.max)),
  };
}

function wholeNumber(text: string | null, fallback: number): number {
  const n = Number.parseInt(text ?? "", 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

/**
 * The slice an address asks for. The page asks for its first `show` products (the visible count, so
 * the back button restores a grown list); 'Load More' asks for the next page from `offset`.
 */
export function parseListWindow(params: URLSearchParams): ListWindow {
  const offset = Math.floor(wholeNumber(params.get(PARAM.offset), 0) / PAGE_SIZE) * PAGE_SIZE;
  const show = Math.ceil(wholeNumber(params.get(PARAM.show), 0) / PAGE_SIZE) * PAGE_SIZE;
  return { offset, end: Math.min(Math.max(show, offset + PAGE_SIZE), offset + MAX_ROWS) };
}

/**
 * The one way to write filters into an address. Prices equal to the catalogue bounds filter nothing and
 * are left out, as is everything at its default, so one selection has one address.
 */
export function productsSearchParams(
  taxonomy: Taxonomy,
  filters: ProductFilters,
  bounds: PriceBounds | null,
  slice: ListWindow = { offset: 0, end: PAGE_SIZE },
): URLSearchParams {
  const params = new URLSearchParams();
  const categories = taxonomy.categories.filter((category) => filters.categories.includes(category.slug));
  const [onlyCategory] = categories;
  if (categories.length === 1 && onlyCategory) params.set(PARAM.category, onlyCategory.slug);
  else for (const category of categories) params.append(PARAM.categories, category.slug);
  for (const brand of brandFilters(taxonomy.brands))
    if (filters.brands.includes(brand.name)) params.append(PARAM.brand, brand.slug);
  if (bounds) {
    const range = clampPriceRange(filters, bounds);
    if (range.minCents !== bounds.minCents) params.set(PARAM.min, centsToDollarsInput(range.minCents));
    if (range.maxCents !== bounds.maxCents) params.set(PARAM.max, centsToDollarsInput(range.maxCents));
  }
  if (slice.offset > 0) params.set(PARAM.offset, String(slice.offset));
  if (slice.end > slice.offset + PAGE_SIZE) params.set(PARAM.show, String(slice.end));
  return params;
}

/** The filters' own parameters of an address, as written; other parameters (campaign tags) are left out. */
export function filterParamsOf(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => KNOWN_PARAMS.has(name)));
}

/** Parameters that are not the filters' own, kept as they are when the address is rewritten. */
export function foreignParamsOf(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => !KNOWN_PARAMS.has(name)));
}

/** Whether two addresses show the same selection, whatever their visible count. */
export function sameSelection(a: URLSearchParams, b: URLSearchParams): boolean {
  return selectionKey(a) === selectionKey(b);
}

/** The selection an address names, in any order and case, without its slice: the lists are not needed to compare. */
function selectionKey(params: URLSearchParams): string {
  const names = (values: string[]) => [...new Set(values.map((value) => value.toLowerCase()))].sort();
  return JSON.stringify([
    names([...params.getAll(PARAM.category), ...params.getAll(PARAM.categories)]),
    names(params.getAll(PARAM.brand)),
    parseDollars(params.get(PARAM.min)),
    parseDollars(params.get(PARAM.max)),
  ]);
}

export function hasActiveFilters(taxonomy: Taxonomy, filters: ProductFilters, bounds: PriceBounds | null): boolean {
  return productsSearchParams(taxonomy, filters, bounds).size > 0;
}

/** 'All Products', the category's name when exactly one is selected, else 'Selected Categories'. */
export function productsHeading(selected: readonly string[], categories: readonly Category[]): string {
  const [only] = selected;
  if (selected.length === 0 || only === undefined) return "All Products";
  if (selected.length > 1) return "Selected Categories";
  return findCategory(categories, only)?.name ?? "All Products";
}

/** The filter rules of docs/product.md#filters on one product; the database applies the same rules in SQL. */
export function productMatchesFilters(
  product: { category: string; title: string; effectivePriceCents: number },
  filters: ProductFilters,
): boolean {
  const category = product.category.toLowerCase();
  const title = product.title.toLowerCase();
  return (
    (filters.categories.length === 0 || filters.categories.some((slug) => slug === category)) &&
    (filters.brands.length === 0 || filters.brands.some((name) => title.includes(name.toLowerCase()))) &&
    (filters.minPriceCents === null || product.effectivePriceCents >= filters.minPriceCents) &&
    (filters.maxPriceCents === null || product.effectivePriceCents <= filters.maxPriceCents)
  );
}
