import { type AnyColumn, and, desc, notInArray, type SQL, sql } from "drizzle-orm";
import { listedProduct } from "~/.server/catalog/shape";
import { getTaxonomy } from "~/.server/catalog/taxonomy";
import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";
import {
  nameMatchesWords,
  type ProductSuggestion,
  type SearchRequest,
  type SearchSuggestions,
  SUGGESTED_PRODUCTS,
} from "~/lib/search";
import { brandPages } from "~/lib/taxonomy";
import { countByCategory, findPage } from "./results";
import type { SearchEngine, SearchResults } from "./types";
import { type Understood, understand } from "./understand";

/** At most this many categories and brands in the suggestion list, after the products. */
const SUGGESTED_NAMES = 3;
/** Suggestions look among this many most-reviewed products first (see suggestProducts). */
const POPULAR_POOL = 2000;
/**
 * Suggestions rank this many of the most-reviewed matches: every match of a specific term ('creatine'), while
 * the first letters typed, which match thousands, stay fast.
 */
const CANDIDATES = 60;

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

type Ranked = { searchVector: AnyColumn; title: AnyColumn; brand: AnyColumn; reviewCount: AnyColumn; id: AnyColumn };

/** A named product's position: its name's other words (spaces counted), fewest first; the rest after them. */
const UNNAMED = 1000;

/**
 * Products named for the term first (every word in the name), the one with the fewest other words first as the
 * most about the term ('Creatine Monohydrate' before 'Creatine Monohydrate - Blue Raz'), then the most reviewed.
 * The search page also puts the named products first (decision 130).
 */
function suggestionOrder(source: Ranked, understood: Understood): SQL[] {
  const name = sql`store_product_name(${source.title}, ${source.brand})`;
  return [
    sql`case when ${source.searchVector} @@ ${understood.named}
      then char_length(${name}) - char_length(replace(${name}, ' ', '')) else ${UNNAMED} end`,
    desc(source.reviewCount),
    sql`${source.id}`,
  ];
}

const candidateColumns = {
  ...suggestionColumns,
  brand: products.brand,
  reviewCount: products.reviewCount,
  searchVector: products.searchVector,
};

/*
 * Suggestions read products themselves (not search_documents, which has no images or slugs), so they leave out
 * archived products here (decision 174).
 */

/** The most-reviewed listed products, walked in index order (products_popularity_idx). */
function popularPool(db: Database) {
  return db
    .select(candidateColumns)
    .from(products)
    .where(listedProduct)
    .orderBy(desc(products.reviewCount), products.id)
    .limit(POPULAR_POOL)
    .as("popular");
}

function wholeCatalogue(db: Database) {
  return db.select(candidateColumns).from(products).where(listedProduct).as("everything");
}

/**
 * The most-reviewed matches of the source not yet found, at most CANDIDATES of them, in suggestionOrder. Taking
 * the candidates in review order lets the database stop reading once it has them.
 */
async function bestMatches(
  db: Database,
  source: ReturnType<typeof popularPool> | ReturnType<typeof wholeCatalogue>,
  understood: Understood,
  found: Suggested[],
): Promise<Suggested[]> {
  const seen = found.map((product) => product.id);
  const candidates = db
    .select({
      id: source.id,
      slug: source.slug,
      title: source.title,
      image: source.image,
      priceCents: source.priceCents,
      brand: source.brand,
      reviewCount: source.reviewCount,
      searchVector: source.searchVector,
    })
    .from(source)
    .where(
      and(sql`${source.searchVector} @@ ${understood.match}`, seen.length ? notInArray(source.id, seen) : undefined),
    )
    .orderBy(desc(source.reviewCount), source.id)
    .limit(CANDIDATES)
    .as("candidates");
  return db
    .select({
      id: candidates.id,
      slug: candidates.slug,
      title: candidates.title,
      image: candidates.image,
      priceCents: candidates.priceCents,
    })
    .from(candidates)
    .orderBy(...suggestionOrder(candidates, understood))
    .limit(SUGGESTED_PRODUCTS - found.length);
}

/**
 * Up to six products: an exact title first, then the matches in suggestionOrder. The first letters typed
 * ('pr') match tens of thousands of products, so the most-reviewed products are searched first and the whole
 * catalogue only when they hold too few matches; either way no product is ranked that is not shown.
 */
async function suggestProducts(db: Database, term: string, understood: Understood): Promise<ProductSuggestion[]> {
  const found: Suggested[] = await db
    .select(suggestionColumns)
    .from(products)
    .where(and(sql`lower(${products.title}) = lower(${term})`, listedProduct))
    .limit(SUGGESTED_PRODUCTS);
  if (found.length < SUGGESTED_PRODUCTS) found.push(...(await bestMatches(db, popularPool(db), understood, found)));
  if (found.length < SUGGESTED_PRODUCTS) found.push(...(await bestMatches(db, wholeCatalogue(db), understood, found)));
  return found.map(({ id: _id, ...product }) => product);
}

async function suggest(db: Database, term: string): Promise<SearchSuggestions> {
  const understood = await understand(db, term);
  if (understood.words.length === 0) return { term, products: [], categories: [], brands: [] };
  const wordChoices = understood.words.map((word) => [word, ...(understood.corrections.get(word) ?? [])]);
  const named = <T extends { name: string }>(items: readonly T[]) =>
    items.filter((item) => nameMatchesWords(item.name, wordChoices)).slice(0, SUGGESTED_NAMES);
  const taxonomy = await getTaxonomy({ db });
  return {
    term,
    products: await suggestProducts(db, term, understood),
    categories: named(taxonomy.categories).map(({ slug, name }) => ({ slug, name })),
    brands: named(brandPages(taxonomy.brands)).map(({ slug, name }) => ({ slug, name })),
  };
}

export function createPostgresSearchEngine(db: Database): SearchEngine {
  return {
    search: (request) => search(db, request),
    suggest: (term) => suggest(db, term),
  };
}
