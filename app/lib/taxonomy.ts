import type { FieldErrors } from "./auth";
import type { Brand, Category } from "./catalog";

/** The categories and brands as the owner keeps them (decision 188), in the store's order. */
export type Taxonomy = { categories: Category[]; brands: Brand[] };

export const EMPTY_TAXONOMY: Taxonomy = { categories: [], brands: [] };

/** Which of the two lists a back-office change is about. */
export type TaxonomyKind = "category" | "brand";

export function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  return categories.find((category) => category.slug === wanted);
}

/** The brands with a page of their own (/brands/{slug}); the others exist only as filter names. */
export function brandPages(brands: readonly Brand[]): Brand[] {
  return brands.filter((brand) => brand.hasPage);
}

export function findBrandPage(brands: readonly Brand[], slug: string): Brand | undefined {
  return brandPages(brands).find((brand) => brand.slug === slug);
}

/** The lists from the root loader's data, for meta functions (which cannot call hooks). */
export function taxonomyFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Taxonomy {
  const root = matches.find((match) => match?.id === "root")?.data as { taxonomy?: Taxonomy } | undefined;
  return root?.taxonomy ?? EMPTY_TAXONOMY;
}

/** What /admin/categories answers: the form's errors, or what was done. */
export type TaxonomyActionData = {
  intent: string;
  kind?: string;
  slug?: string;
  fieldErrors?: FieldErrors;
  done?: string;
};
