import type { ProductSuggestion, SearchSuggestions } from "~/lib/search";

/** One choosable line of the suggestion list, with where choosing it leads. */
export type SuggestionOption =
  | { kind: "product"; key: string; href: string; product: ProductSuggestion }
  | { kind: "category" | "brand"; key: string; href: string; name: string };

/** Products first, then categories, then brands: the order of the list and of the arrow keys. */
export function suggestionOptions(suggestions: SearchSuggestions | null): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({
      kind: "product" as const,
      key: `product:${product.slug}`,
      href: `/product/${product.slug}`,
      product,
    })),
    ...suggestions.categories.map(({ slug, name }) => ({
      kind: "category" as const,
      key: `category:${slug}`,
      href: `/products?category=${slug}`,
      name,
    })),
    ...suggestions.brands.map(({ slug, name }) => ({
      kind: "brand" as const,
      key: `brand:${slug}`,
      href: `/brands/${slug}`,
      name,
    })),
  ];
}
