import type { Brand } from "./catalog";
import { MAX_ROWS, PAGE_SIZE } from "./filters";

/**
 * Which products a brand page lists (docs/product.md#filters): those whose brand or title contains the brand
 * name, case-insensitive, with two exceptions written as data so the SQL query
 * (app/.server/catalog/brands.ts) is built from the very same rule.
 */

/** A piece of text a field must contain; a whole word may not sit inside a longer word. */
export type BrandTerm = { text: string; wholeWord: boolean };

/** Alternatives: a product matches when its brand, or its title, contains every term of one of them. */
export type BrandRule = readonly (readonly BrandTerm[])[];

const word = (text: string): BrandTerm => ({ text, wholeWord: true });
const phrase = (text: string): BrandTerm => ({ text, wholeWord: false });

const SPECIAL_RULES: Partial<Record<string, BrandRule>> = {
  // A whole word, so 'Bucked Up BABE Pre-Workout' stays off the ABE page.
  abe: [[word("abe")], [phrase("all black everything")]],
  // Both words, in any order and spelling of the joint ('Axe & Sledge', 'Axe and Sledge').
  "axe-sledge": [[word("axe"), word("sledge")]],
};

export function brandRule(brand: Pick<Brand, "slug" | "name">): BrandRule {
  return SPECIAL_RULES[brand.slug] ?? [[phrase(brand.name)]];
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function containsTerm(field: string, term: BrandTerm): boolean {
  if (term.wholeWord) return new RegExp(`\\b${escapeRegExp(term.text)}\\b`, "i").test(field);
  return field.toLowerCase().includes(term.text.toLowerCase());
}

export function matchesBrandRule(product: { title: string; brand: string | null }, rule: BrandRule): boolean {
  const fields = [product.brand ?? "", product.title];
  return rule.some((terms) => fields.some((field) => terms.every((term) => containsTerm(field, term))));
}

/** Brand pages that page their results with 'Load More' (docs/product.md#brand-pages); the others list everything. */
const PAGED_BRAND_SLUGS: ReadonlySet<string> = new Set(["abe", "alpha-lion", "axe-sledge", "bucked-up"]);

export function isPagedBrandPage(slug: string): boolean {
  return PAGED_BRAND_SLUGS.has(slug);
}

/** The query parameter saying how many products a paged brand page shows, so a reload keeps them all. */
export const SHOW_PARAM = "show";

/** At least one page (30, as on the products page), at most MAX_ROWS however the address is written. */
export function shownCount(param: string | null): number {
  const count = Number(param);
  return Number.isSafeInteger(count) ? Math.min(Math.max(count, PAGE_SIZE), MAX_ROWS) : PAGE_SIZE;
}
