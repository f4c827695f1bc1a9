import { and, type SQL, sql } from "drizzle-orm";
import { productCardColumns } from "~/.server/catalog/shape";
import type { Database } from "~/.server/db";
import { rowsOf } from "~/.server/db/rows";
import { products } from "~/.server/db/schema";
import type { ProductCardData } from "~/lib/product";
import { findPriceBand, type PriceBandValue, SEARCH_PAGE_SIZE, type SearchRequest } from "~/lib/search";
import type { Understood } from "./understand";

/*
 * The search page's queries read search_documents, a narrow copy of each product kept by triggers
 * (drizzle/0007_search_documents.sql): a broad term reads thousands of rows, and these are less than half the size of products'.
 * The copy holds listed products only (drizzle/0023_search_listed_products.sql, decision 174), so nothing here
 * tests archived_at.
 */

function priceCondition(value: PriceBandValue): SQL | undefined {
  const { minCents, maxCents } = findPriceBand(value);
  return and(
    minCents === null ? undefined : sql`price_cents >= ${minCents}`,
    maxCents === null ? undefined : sql`price_cents <= ${maxCents}`,
  );
}

/** The term and the price band, not the category: what the total and the category filter's options count. */
function matchesTermAndPrice(request: SearchRequest, understood: Understood): SQL | undefined {
  return and(sql`vector @@ ${understood.match}`, priceCondition(request.price));
}

/**
 * ts_rank's weights of D, C, B and A: a category or tag counts for more than a brand (decision 130), the name
 * most, a description least.
 */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.4, 0.2, 1.0}'::float4[]`);

/**
 * Ties go by the case-blind A-Z of the catalogue, then id, so pages never overlap. Relevance puts an exact
 * title first (case aside), then the products named for the term (every word in the name), then ts_rank:
 * a fifth of ts_rank_cd's cost per product, which thousands of matches add up.
 */
function orderBy(request: SearchRequest, understood: Understood): SQL {
  switch (request.sort) {
    case "relevance":
      return sql`title_key = lower(${request.term}) desc, vector @@ ${understood.named} desc,
        ts_rank(${RANK_WEIGHTS}, vector, ${understood.rank}) desc, title_key, product_id`;
    case "price-asc":
      return sql`price_cents, title_key, product_id`;
    case "price-desc":
      return sql`price_cents desc, title_key, product_id`;
    case "rating":
      return sql`rating desc, review_count desc, title_key, product_id`;
    case "name":
      return sql`title_key, product_id`;
  }
}

/**
 * The requested page's product cards, in order, in one statement. Only this query ranks, and it sorts only up
 * to the page's end; the page's products are then read by id (array(...) keeps the order of its rows).
 */
export async function findPage(
  db: Database,
  request: SearchRequest,
  understood: Understood,
): Promise<ProductCardData[]> {
  const pageIds = sql`array(
    select product_id from search_documents
    where ${and(
      matchesTermAndPrice(request, understood),
      request.category === null ? undefined : sql`category = ${request.category}`,
    )}
    order by ${orderBy(request, understood)}
    limit ${SEARCH_PAGE_SIZE} offset ${(request.page - 1) * SEARCH_PAGE_SIZE}
  )`;
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(sql`unnest(${pageIds}) with ordinality as page(id, position)`, sql`page.id = ${products.id}`)
    .orderBy(sql`page.position`);
}

/** Matches per category for the term and price band: the category filter's options and the total. */
export async function countByCategory(
  db: Database,
  request: SearchRequest,
  understood: Understood,
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select category, count(*)::integer as matches from search_documents
    where ${matchesTermAndPrice(request, understood)}
    group by category
  `);
  return new Map(rowsOf<{ category: string; matches: number }>(result).map((row) => [row.category, row.matches]));
}
