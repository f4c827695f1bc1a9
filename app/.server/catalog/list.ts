import { and, count, gte, inArray, lte, max, min, or, type SQL, sql } from "drizzle-orm";
import { rememberForCatalogVersion } from "~/.server/cache/catalog-memo";
import { type Database, getDb } from "~/.server/db";
import { rowsOf } from "~/.server/db/rows";
import { products } from "~/.server/db/schema";
import { PAGE_SIZE, type PriceBounds, priceBounds } from "~/lib/filters";
import type { CatalogEntry, ProductCardData } from "~/lib/product";
import { byTitle, catalogEntryColumns, listedProduct, productCardColumns } from "./shape";
import { fieldContains } from "./text-match";

export type ListProductsOptions = {
  /** Category slugs; a product in any of them matches. */
  categories?: readonly string[];
  /** Brand names; a product whose title contains any of them (any case) matches. */
  brands?: readonly string[];
  /** Inclusive bounds on the effective (sale, else regular) price. */
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
  offset?: number;
  limit?: number;
  db?: Database;
};

export type ProductList = {
  products: ProductCardData[];
  /** How many products match, across all pages. */
  total: number;
  /** The whole catalogue's price bounds (docs/product.md#filters); null while the catalogue is empty. */
  bounds: PriceBounds | null;
};

function filterConditions(options: ListProductsOptions): SQL | undefined {
  const { categories = [], brands = [], minPriceCents, maxPriceCents } = options;
  return and(
    listedProduct,
    // Stored categories are lower-case slugs (a foreign key to categories), so lower-casing the input is enough.
    categories.length > 0
      ? inArray(
          products.category,
          categories.map((slug) => slug.toLowerCase()),
        )
      : undefined,
    brands.length > 0 ? or(...brands.map((name) => fieldContains(products.title, name))) : undefined,
    minPriceCents != null ? gte(products.effectivePriceCents, minPriceCents) : undefined,
    maxPriceCents != null ? lte(products.effectivePriceCents, maxPriceCents) : undefined,
  );
}

/** How many products match; kept per catalogue version and selection, as every page of a list shows it. */
async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const query = db.select({ total: count() }).from(products).where(where);
  const [counted] = await rememberForCatalogVersion(db, `count ${JSON.stringify(query.toSQL())}`, () => query);
  return counted?.total ?? 0;
}

/**
 * The listed catalogue's price bounds (the effective-price index gives both ends, stepping over the few archived
 * products), kept per catalogue version.
 */
async function getPriceBounds(db: Database): Promise<PriceBounds | null> {
  const [range] = await rememberForCatalogVersion(db, "price bounds", () =>
    db
      .select({ lowest: min(products.effectivePriceCents), highest: max(products.effectivePriceCents) })
      .from(products)
      .where(listedProduct),
  );
  const lowest = range?.lowest;
  const highest = range?.highest;
  return lowest == null || highest == null ? null : priceBounds(lowest, highest);
}

/**
 * The ids of one page of a selection with brands, A-Z. A brand's products sit together in the A-Z order
 * (their titles start with its name), so walking the A-Z index until the page is full can read most of the
 * catalogue before the first match; instead the trigram index finds every match and only those are sorted.
 * MATERIALIZED keeps PostgreSQL from folding the two steps back into the walk.
 */
async function pageOfBrandSelection(db: Database, where: SQL | undefined, limit: number, offset: number) {
  const matches = db.select({ id: products.id, title: products.title }).from(products).where(where);
  const page = rowsOf<{ id: string }>(
    await db.execute(sql`with matches as materialized (${matches})
      select id from matches order by lower(title) collate "C", id limit ${limit} offset ${offset}`),
  );
  if (page.length === 0) return [];
  return db
    .select(productCardColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        page.map((row) => row.id),
      ),
    )
    .orderBy(...byTitle);
}

/**
 * One page of the filtered catalogue A-Z by title, the number of matches and the catalogue's price bounds.
 * Filtering, counting and paging all happen in the database; only the requested page of rows leaves it.
 */
export async function listProducts(options: ListProductsOptions = {}): Promise<ProductList> {
  const db = options.db ?? (await getDb());
  const where = filterConditions(options);
  const limit = options.limit ?? PAGE_SIZE;
  const offset = options.offset ?? 0;
  const [rows, total, bounds] = await Promise.all([
    options.brands?.length
      ? pageOfBrandSelection(db, where, limit, offset)
      : db
          .select(productCardColumns)
          .from(products)
          .where(where)
          .orderBy(...byTitle)
          .limit(limit)
          .offset(offset),
    countMatches(db, where),
    getPriceBounds(db),
  ]);
  return { products: rows, total, bounds };
}

/** The whole listed catalogue as the catalogue call lists it (docs/product.md#calls), A-Z by title. */
export async function listCatalog(options: { db?: Database } = {}): Promise<CatalogEntry[]> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select(catalogEntryColumns)
    .from(products)
    .where(listedProduct)
    .orderBy(...byTitle);
  // numeric arrives as text from some drivers.
  return rows.map((row) => ({ ...row, rating: Number(row.rating) }));
}
