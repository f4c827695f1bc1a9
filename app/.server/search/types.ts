import type { ProductCardData } from "~/lib/product";
import type { SearchRequest, SearchSuggestions } from "~/lib/search";

export type SearchResults = {
  /** One page of results, in the requested order. */
  products: ProductCardData[];
  /** Matches across all pages, with the category filter applied. */
  total: number;
  /** Category slugs found among the matches for the term and price band, A-Z (the category filter's options). */
  categories: string[];
};

/**
 * What the store asks of a search engine. The PostgreSQL implementation serves PGlite and a server alike;
 * a dedicated engine could take its place behind the same two calls.
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResults>;
  /** Products, categories and brands for the header box while the shopper types. */
  suggest(term: string): Promise<SearchSuggestions>;
}
