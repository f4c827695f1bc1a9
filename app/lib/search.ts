import type { Category } from "./catalog";
import { arrayOf, integer, nullable, object, string } from "./json-shape";
import { dollars } from "./money";
import { findCategory } from "./taxonomy";

/**
 * Search rules shared by the header box, the search page and the server (docs/product.md#search and
 * docs/product.md#filters).
 */

export const SEARCH_PATH = "/search";
export const SUGGESTIONS_PATH = "/api/search-suggestions";

/** Longer input is cut, not refused: a pasted paragraph still gets an answer. */
export const MAX_TERM_LENGTH = 100;
/** Words past this many add little to a product search and only cost time. */
export const MAX_SEARCH_WORDS = 8;
/** The suggestion list opens from this many characters. */
export const MIN_SUGGEST_LENGTH = 2;
export const SUGGESTED_PRODUCTS = 6;
export const SEARCH_PAGE_SIZE = 60;
/** Deep pages of a search are never useful; the cap bounds the database's work. */
export const MAX_SEARCH_PAGE = 50;

/**
 * The term as searched: invisible and control characters removed, whitespace runs made one space, trimmed,
 * and cut to 100 characters (by code point, so an emoji is never split in half).
 */
export function normalizeSearchTerm(raw: string | null | undefined): string {
  if (!raw) return "";
  const cleaned = raw
    .normalize("NFC")
    .replace(/\p{Cf}/gu, "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  return Array.from(cleaned).slice(0, MAX_TERM_LENGTH).join("").trimEnd();
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The words of a term, lower case, letters and digits only, without repeats: punctuation, quotes, operators
 * and emoji never reach the database's query parser.
 */
export function searchWords(term: string): string[] {
  const words = normalizeSearchTerm(term).toLowerCase().match(WORD) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

export const SORT_OPTIONS = [
  { value: "relevance", label: "Relevance" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Highest Rated" },
  { value: "name", label: "Name A-Z" },
] as const;

export type SearchSort = (typeof SORT_OPTIONS)[number]["value"];

/**
 * Bands on the effective price (sale price, else price), in integer cents, both ends inclusive. The middle
 * bands include both of their bounds (docs/product.md#search), so $50.00 and $100.00 fall in two bands each.
 */
export const PRICE_BANDS = [
  { value: "all", label: "All Prices", minCents: null, maxCents: null },
  { value: "under-25", label: "Under $25", minCents: null, maxCents: dollars(25) - 1 },
  { value: "25-50", label: "$25 - $50", minCents: dollars(25), maxCents: dollars(50) },
  { value: "50-100", label: "$50 - $100", minCents: dollars(50), maxCents: dollars(100) },
  { value: "over-100", label: "Over $100", minCents: dollars(100) + 1, maxCents: null },
] as const satisfies readonly { value: string; label: string; minCents: number | null; maxCents: number | null }[];

export type PriceBand = (typeof PRICE_BANDS)[number];
export type PriceBandValue = PriceBand["value"];

export function findPriceBand(value: PriceBandValue): PriceBand {
  return PRICE_BANDS.find((band) => band.value === value) ?? PRICE_BANDS[0];
}

/** Whether an effective price falls in a band; the database applies the same bounds in SQL. */
export function isInPriceBand(effectivePriceCents: number, value: PriceBandValue): boolean {
  const { minCents, maxCents } = findPriceBand(value);
  return (
    (minCents === null || effectivePriceCents >= minCents) && (maxCents === null || effectivePriceCents <= maxCents)
  );
}

/**
 * The search page's category label: the catalogue's own name ('bcaa' is 'BCAA'); a slug outside the taxonomy
 * reads capitalised, dashes as spaces.
 */
export function categoryLabel(slug: string, categories: readonly Category[]): string {
  return (
    findCategory(categories, slug)?.name ??
    slug
      .split("-")
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ")
  );
}

export type SearchRequest = {
  term: string;
  sort: SearchSort;
  /** A category slug, or null for All Categories. */
  category: string | null;
  price: PriceBandValue;
  page: number;
};

const PARAM_NAMES = ["q", "sort", "category", "price", "page"] as const;

/**
 * The one way a search is written into an address: defaults are left out, and without a term there is
 * nothing to sort or filter, so one search has one shareable address.
 */
export function searchParamsOf(request: Partial<SearchRequest>): URLSearchParams {
  const params = new URLSearchParams();
  const term = normalizeSearchTerm(request.term);
  if (!term) return params;
  params.set("q", term);
  if (request.sort && request.sort !== "relevance") params.set("sort", request.sort);
  if (request.category) params.set("category", request.category);
  if (request.price && request.price !== "all") params.set("price", request.price);
  if (request.page && request.page > 1) params.set("page", String(request.page));
  return params;
}

export function searchHref(request: Partial<SearchRequest>): string {
  const query = searchParamsOf(request).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** The search's own parameters of an address, as written. */
export function searchParamsAsWritten(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => (PARAM_NAMES as readonly string[]).includes(name)));
}

/** Other parameters (campaign tags), kept when the address is tidied up. */
export function foreignSearchParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => !(PARAM_NAMES as readonly string[]).includes(name)));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
}

/**
 * Whether a category or brand name answers the typed words: each word, or one of its spelling corrections,
 * begins a word of the name ('pre' finds Pre Workout, 'gorila' corrected to 'gorilla' finds Gorilla Mind).
 */
export function nameMatchesWords(name: string, wordChoices: readonly (readonly string[])[]): boolean {
  if (wordChoices.length === 0) return false;
  const nameWords = name.toLowerCase().match(WORD) ?? [];
  return wordChoices.every((choices) => choices.some((choice) => nameWords.some((word) => word.startsWith(choice))));
}

/** A product in the suggestion list; the price is the effective price in cents. */
export type ProductSuggestion = { slug: string; title: string; image: string | null; priceCents: number };

/** What /api/search-suggestions answers. */
export type SearchSuggestions = {
  term: string;
  products: ProductSuggestion[];
  categories: { slug: string; name: string }[];
  brands: { slug: string; name: string }[];
};

const readNamedLink = object({ slug: string, name: string });

/** The header box checks an answer with this before showing it; zod-free, as every page has the box. */
export const readSearchSuggestions = object<SearchSuggestions>({
  term: string,
  products: arrayOf(
    object<ProductSuggestion>({ slug: string, title: string, image: nullable(string), priceCents: integer() }),
  ),
  categories: arrayOf(readNamedLink),
  brands: arrayOf(readNamedLink),
});
