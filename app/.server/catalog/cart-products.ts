import { and, desc, eq, gt, inArray, lte, notInArray, type SQL, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { products } from "~/.server/db/schema";
import type { CartProduct } from "~/lib/cart";
import { type SuggestionCandidate, suggestedCategories } from "~/lib/upsell";
import { cartProductColumns, listedProduct } from "./shape";

/** How many candidates per suggested category (and best sellers) the browser gets to choose from. */
const CANDIDATES_PER_GROUP = 8;

const candidateColumns = {
  ...cartProductColumns,
  bestSeller: products.bestSeller,
  rating: products.rating,
  flavors: products.flavors,
};

type Options = { ids: readonly string[]; db?: Database };

/**
 * Current catalogue data for the products of a cart; ids the store no longer has or no longer shows (archived)
 * are simply absent, so the cart treats both alike.
 */
export async function getCartProducts({ ids, db }: Options): Promise<CartProduct[]> {
  if (ids.length === 0) return [];
  const database = db ?? (await getDb());
  return database
    .select(cartProductColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), listedProduct));
}

/**
 * The pool 'You might also like' is chosen from (app/lib/upsell.ts makes the choice in the browser):
 * in-stock products outside the cart from the categories suggested for the cart's products, the cart's
 * brands first in each, plus the best sellers. Bounded per group, so a large catalogue sends little.
 */
export async function getSuggestionCandidates({ ids, db }: Options): Promise<SuggestionCandidate[]> {
  const database = db ?? (await getDb());
  const cart = ids.length
    ? await database
        .select({ category: products.category, brandSlug: products.brandSlug })
        .from(products)
        .where(inArray(products.id, [...ids]))
    : [];
  const categories = suggestedCategories(cart.map((p) => p.category));
  const brands = [...new Set(cart.flatMap((p) => (p.brandSlug ? [p.brandSlug] : [])))];
  const available = and(
    listedProduct,
    gt(products.stock, 0),
    ids.length ? notInArray(products.id, [...ids]) : undefined,
  );
  // `is true`: a product without a brand compares as null, which would sort first.
  const sameBrand: SQL = brands.length ? sql`(${inArray(products.brandSlug, brands)}) is true` : sql`false`;

  const ranked = database
    .select({
      ...candidateColumns,
      rank: sql<number>`row_number() over (partition by ${products.category} order by ${sameBrand} desc, ${products.bestSeller} desc, ${products.rating} desc, ${products.title})`.as(
        "rank",
      ),
    })
    .from(products)
    .where(and(available, inArray(products.category, categories)))
    .as("ranked");
  const related = categories.length
    ? await database.select().from(ranked).where(lte(ranked.rank, CANDIDATES_PER_GROUP))
    : [];
  const bestSellers = await database
    .select(candidateColumns)
    .from(products)
    .where(and(available, eq(products.bestSeller, true)))
    .orderBy(desc(products.rating), products.title)
    .limit(CANDIDATES_PER_GROUP);

  const pool = new Map<string, SuggestionCandidate>();
  for (const { rank: _rank, ...row } of related) pool.set(row.id, { ...row, rating: Number(row.rating) });
  for (const row of bestSellers) pool.set(row.id, { ...row, rating: Number(row.rating) });
  return [...pool.values()];
}
