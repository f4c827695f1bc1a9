import type { ProductCardData } from "~/components/product/product-card";
import type { SearchRequest, SearchSuggestions } from "~/lib/search";
import { getDb } from "../db";
import { createPostgresSearchEngine } from "./postgres-engine";
import { withResultCache } from "./result-cache";

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

let engine: SearchEngine | undefined;

/** The process's engine: PostgreSQL full-text search on the store's database, behind a result cache. */
export async function getSearchEngine(): Promise<SearchEngine> {
  engine ??= withResultCache(createPostgresSearchEngine(await getDb()));
  return engine;
}
