import type { Brand, Category } from "./catalog";
import type { FieldErrors } from "./forms";

/** A category's tile picture, or "" while it has none: the storefront then shows its initial. */
export type TaxonomyCategory = Category & { image: string };

/** A brand's logo, or "" while it has none. */
export type TaxonomyBrand = Brand & { logo: string };

/** The categories and brands as the owner keeps them, in the store's order. */
export type Taxonomy = { categories: TaxonomyCategory[]; brands: TaxonomyBrand[] };

export const EMPTY_TAXONOMY: Taxonomy = { categories: [], brands: [] };

/** Which of the two lists a back-office change is about. */
export type TaxonomyKind = "category" | "brand";

export function findCategory<C extends Category>(categories: readonly C[], slug: string): C | undefined {
  const wanted = slug.toLowerCase();
  return categories.find((category) => category.slug === wanted);
}

/** The brands with a page of their own (/brands/{slug}); the others exist only as filter names. */
export function brandPages<B extends Brand>(brands: readonly B[]): B[] {
  return brands.filter((brand) => brand.hasPage);
}

export function findBrandPage<B extends Brand>(brands: readonly B[], slug: string): B | undefined {
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
