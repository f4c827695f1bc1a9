import { and, desc, notInArray, type SQL, sql } from "drizzle-orm";
import { BRAND_PAGES, CATEGORIES } from "~/lib/catalog";
import {
  nameMatchesWords,
  type ProductSuggestion,
  type SearchRequest,
  type SearchSuggestions,
  SUGGESTED_PRODUCTS,
} from "~/lib/search";
import type { Database } from "../db";
import { products } from "../db/schema";
import { countByCategory, findPage } from "./results";
import type { SearchEngine, SearchResults } from "./types";
import { understand } from "./understand";

/** At most this many categories and brands in the suggestion list, after the products. */
const SUGGESTED_NAMES = 3;
/** Suggestions look among this many most-reviewed products first (see suggestProducts). */
const POPULAR_POOL = 2000;

function matches(query: SQL): SQL {
  return sql`${products.searchVector} @@ ${query}`;
}

/** The page and the category counts are independent: PostgreSQL answers them on two connections at once. */
async function search(db: Database, request: SearchRequest): Promise<SearchResults> {
  const understood = await understand(db, request.term);
  if (understood.words.length === 0) return { products: [], total: 0, categories: [] };
  const [page, counts] = await Promise.all([
    findPage(db, request, understood),
    countByCategory(db, request, understood),
  ]);
  const total =
    request.category === null
      ? [...counts.values()].reduce((sum, n) => sum + n, 0)
      : (counts.get(request.category) ?? 0);
  return { products: page, total, categories: [...counts.keys()].sort() };
}

const suggestionColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  image: sql<string | null>`${products.images}[1]`.as("image"),
  priceCents: products.effectivePriceCents,
};

type Suggested = ProductSuggestion & { id: string };

/** The most-reviewed products, walked in index order (products_popularity_idx). */
function popularPool(db: Database) {
  return db
    .select({ ...suggestionColumns, reviewCount: products.reviewCount, searchVector: products.searchVector })
    .from(products)
    .orderBy(desc(products.reviewCount), products.id)
    .limit(POPULAR_POOL)
    .as("popular");
}

async function matchesAmongPopular(db: Database, match: SQL, found: Suggested[]): Promise<Suggested[]> {
  const pool = popularPool(db);
  const seen = found.map((product) => product.id);
  return db
    .select({ id: pool.id, slug: pool.slug, title: pool.title, image: pool.image, priceCents: pool.priceCents })
    .from(pool)
    .where(and(sql`${pool.searchVector} @@ ${match}`, seen.length ? notInArray(pool.id, seen) : undefined))
    .orderBy(desc(pool.reviewCount), pool.id)
    .limit(SUGGESTED_PRODUCTS - found.length);
}

async function matchesAmongAll(db: Database, match: SQL, found: Suggested[]): Promise<Suggested[]> {
  const seen = found.map((product) => product.id);
  return db
    .select(suggestionColumns)
    .from(products)
    .where(and(matches(match), seen.length ? notInArray(products.id, seen) : undefined))
    .orderBy(desc(products.reviewCount), products.id)
    .limit(SUGGESTED_PRODUCTS - found.length);
}

/**
 * Up to six products: an exact title first, then the most-reviewed matches. The first letters typed ('pr')
 * match tens of thousands of products, so the most-reviewed products are searched first and the whole
 * catalogue only when they hold too few matches; either way no product is ranked that is not shown.
 */
async function suggestProducts(db: Database, term: string, match: SQL): Promise<ProductSuggestion[]> {
  const found: Suggested[] = await db
    .select(suggestionColumns)
    .from(products)
    .where(sql`lower(${products.title}) = lower(${term})`)
    .limit(SUGGESTED_PRODUCTS);
  if (found.length < SUGGESTED_PRODUCTS) found.push(...(await matchesAmongPopular(db, match, found)));
  if (found.length < SUGGESTED_PRODUCTS) found.push(...(await matchesAmongAll(db, match, found)));
  return found.map(({ id: _id, ...product }) => product);
}

async function suggest(db: Database, term: string): Promise<SearchSuggestions> {
  const understood = await understand(db, term);
  if (understood.words.length === 0) return { term, products: [], categories: [], brands: [] };
  const wordChoices = understood.words.map((word) => [word, ...(understood.corrections.get(word) ?? [])]);
  const named = <T extends { name: string }>(items: readonly T[]) =>
    items.filter((item) => nameMatchesWords(item.name, wordChoices)).slice(0, SUGGESTED_NAMES);
  return {
    term,
    products: await suggestProducts(db, term, understood.match),
    categories: named(CATEGORIES).map(({ slug, name }) => ({ slug, name })),
    brands: named(BRAND_PAGES).map(({ slug, name }) => ({ slug, name })),
  };
}

export function createPostgresSearchEngine(db: Database): SearchEngine {
  return {
    search: (request) => search(db, request),
    suggest: (term) => suggest(db, term),
  };
}
