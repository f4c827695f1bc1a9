import { and, count, gte, inArray, lte, max, min, or, type SQL } from "drizzle-orm";
import type { ProductCardData } from "~/components/product/product-card";
import { PAGE_SIZE, type PriceBounds, priceBounds } from "~/lib/filters";
import type { CatalogEntry } from "~/lib/product-cache";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { byTitle, productCardColumns } from "./home";
import { rememberForCatalogVersion } from "./memo";
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
  /** The whole catalogue's price bounds (spec section 5); null while the catalogue is empty. */
  bounds: PriceBounds | null;
};

function filterConditions(options: ListProductsOptions): SQL | undefined {
  const { categories = [], brands = [], minPriceCents, maxPriceCents } = options;
  return and(
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

/** The whole catalogue's price bounds (the effective-price index gives both ends), kept per catalogue version. */
async function getPriceBounds(db: Database): Promise<PriceBounds | null> {
  const [range] = await rememberForCatalogVersion(db, "price bounds", () =>
    db.select({ lowest: min(products.effectivePriceCents), highest: max(products.effectivePriceCents) }).from(products),
  );
  const lowest = range?.lowest;
  const highest = range?.highest;
  return lowest == null || highest == null ? null : priceBounds(lowest, highest);
}

/**
 * One page of the filtered catalogue A-Z by title, the number of matches and the catalogue's price bounds.
 * Filtering, counting and paging all happen in the database; only the requested page of rows leaves it.
 */
export async function listProducts(options: ListProductsOptions = {}): Promise<ProductList> {
  const db = options.db ?? (await getDb());
  const where = filterConditions(options);
  const [rows, total, bounds] = await Promise.all([
    db
      .select(productCardColumns)
      .from(products)
      .where(where)
      .orderBy(...byTitle)
      .limit(options.limit ?? PAGE_SIZE)
      .offset(options.offset ?? 0),
    countMatches(db, where),
    getPriceBounds(db),
  ]);
  return { products: rows, total, bounds };
}

const catalogColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  category: products.category,
  brand: products.brand,
  brandSlug: products.brandSlug,
  flavors: products.flavors,
  dietary: products.dietary,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  subscriptionPriceCents: products.subscriptionPriceCents,
  stock: products.stock,
  rating: products.rating,
  reviewCount: products.reviewCount,
  images: products.images,
  bestSeller: products.bestSeller,
  featured: products.featured,
};

/** The whole catalogue as the catalogue call lists it (spec section 7), A-Z by title. */
export async function listCatalog(options: { db?: Database } = {}): Promise<CatalogEntry[]> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select(catalogColumns)
    .from(products)
    .orderBy(...byTitle);
  // numeric arrives as text from some drivers.
  return rows.map((row) => ({ ...row, rating: Number(row.rating) }));
}
