import { and, desc, gte, inArray, lte, notInArray, type SQL, sql } from "drizzle-orm";
import { BRAND_PAGES, CATEGORIES } from "~/lib/catalog";
import {
  findPriceBand,
  nameMatchesWords,
  type PriceBandValue,
  type ProductSuggestion,
  SEARCH_PAGE_SIZE,
  type SearchRequest,
  type SearchSort,
  type SearchSuggestions,
  SUGGESTED_PRODUCTS,
  searchWords,
} from "~/lib/search";
import { productCardColumns } from "../catalog/home";
import type { Database } from "../db";
import { products } from "../db/schema";
import type { SearchEngine, SearchResults } from "./engine";
import { checkSpelling } from "./spelling";
import { rowsOf } from "./sql-rows";
import { textQuery } from "./text-query";

/** At most this many categories and brands in the suggestion list, after the products. */
const SUGGESTED_NAMES = 3;
/** Suggestions look among this many most-reviewed products first (see suggestProducts). */
const POPULAR_POOL = 2000;

/** What the typed term asks of the full-text index. */
type Understood = {
  words: string[];
  corrections: Map<string, string[]>;
  /** Every word, the last one also as the start of a word: what matches. */
  match: SQL;
  /** What ranks: whole and corrected words, a prefix only for a last word still being typed. */
  rank: SQL;
};

/** The query in a sub-select: parsed once per statement rather than once per row. */
function toTsQuery(text: string): SQL {
  return sql`(select to_tsquery('english', ${text}))`;
}

async function understand(db: Database, term: string): Promise<Understood> {
  const words = searchWords(term);
  const { known, corrections } = await checkSpelling(db, words);
  const lastIsWhole = known.has(words[words.length - 1] ?? "");
  return {
    words,
    corrections,
    match: toTsQuery(textQuery(words, corrections, { prefixLastWord: true, keepMisspelt: true })),
    // Ranking against a prefix costs about three times as much per product, and a misspelt word ranks
    // nothing: the rank asks only for whole and corrected words where it can.
    rank: toTsQuery(textQuery(words, corrections, { prefixLastWord: !lastIsWhole, keepMisspelt: false })),
  };
}

function matches(query: SQL): SQL {
  return sql`${products.searchVector} @@ ${query}`;
}

/** Exact title matches rank first, case aside; comparing lengths first spares lower-casing most titles. */
function exactTitle(term: string): SQL {
  return sql`(char_length(${products.title}) = char_length(${term}) and lower(${products.title}) = lower(${term}))`;
}

function priceCondition(value: PriceBandValue): SQL | undefined {
  const { minCents, maxCents } = findPriceBand(value);
  return and(
    minCents === null ? undefined : gte(products.effectivePriceCents, minCents),
    maxCents === null ? undefined : lte(products.effectivePriceCents, maxCents),
  );
}

/**
 * Orders over the columns of `matched` below. Ties go by title byte order (cheap: no lower-casing of
 * thousands of titles), then id, so pages never overlap; Name A-Z itself is the case-blind A-Z of byTitle.
 */
const ORDER_BY: Record<SearchSort, SQL> = {
  relevance: sql.raw(`exact desc, rank desc, title collate "C", id`),
  "price-asc": sql.raw(`price asc, title collate "C", id`),
  "price-desc": sql.raw(`price desc, title collate "C", id`),
  rating: sql.raw(`rating desc, review_count desc, title collate "C", id`),
  name: sql.raw(`lower(title) collate "C", id`),
};

type PageAndFacet = { ids: string[]; categories: Record<string, number> };

/**
 * One statement finds the matches once, then answers both the requested page (ids in order) and the
 * number of matches per category (the facet, and the total), so the database reads the rows a single time.
 */
async function findPageAndFacet(db: Database, request: SearchRequest, understood: Understood): Promise<PageAndFacet> {
  const order = ORDER_BY[request.sort];
  // Only relevance needs the rank, the costly part.
  const rank = request.sort === "relevance" ? sql`ts_rank_cd(${products.searchVector}, ${understood.rank})` : sql`0`;
  const result = await db.execute(sql`
    with matched as (
      select ${products.id} as id, ${products.category} as category, ${products.effectivePriceCents} as price,
        ${products.rating} as rating, ${products.reviewCount} as review_count, ${products.title} as title,
        ${exactTitle(request.term)} as exact, ${rank} as rank
      from ${products}
      where ${and(matches(understood.match), priceCondition(request.price))}
    ),
    page as (
      select * from matched
      where ${request.category === null ? sql`true` : sql`category = ${request.category}`}
      order by ${order}
      limit ${SEARCH_PAGE_SIZE} offset ${(request.page - 1) * SEARCH_PAGE_SIZE}
    )
    select
      (select coalesce(json_agg(id order by ${order}), '[]'::json) from page) as ids,
      (select coalesce(json_object_agg(category, matches), '{}'::json)
        from (select category, count(*) as matches from matched group by category) found) as categories
  `);
  const [row] = rowsOf<PageAndFacet>(result);
  return row ?? { ids: [], categories: {} };
}

async function search(db: Database, request: SearchRequest): Promise<SearchResults> {
  const understood = await understand(db, request.term);
  if (understood.words.length === 0) return { products: [], total: 0, categories: [] };
  const { ids, categories } = await findPageAndFacet(db, request, understood);
  const rows = ids.length ? await db.select(productCardColumns).from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const total =
    request.category === null
      ? Object.values(categories).reduce((sum, n) => sum + Number(n), 0)
      : Number(categories[request.category] ?? 0);
  return {
    products: ids.flatMap((id) => byId.get(id) ?? []),
    total,
    categories: Object.keys(categories).sort(),
  };
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
