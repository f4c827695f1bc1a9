import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listBrandProducts } from "~/.server/catalog/brands";
import { listBestSellers, listFeaturedProducts } from "~/.server/catalog/home";
import { listProducts } from "~/.server/catalog/list";
import type { Database } from "~/.server/db";
import { prepareDatabase } from "~/.server/db/prepare";
import { rowsOf } from "~/.server/db/rows";
import { products } from "~/.server/db/schema";
import { seedDemo, seedGeneratedProducts } from "~/.server/demo";
import { brandRule, matchesBrandRule } from "~/lib/brand-match";
import { BRAND_PAGES } from "~/lib/catalog";
import { PAGE_SIZE, type ProductFilters, productMatchesFilters } from "~/lib/filters";
import { productsInTitleOrder } from "../../support/catalogue";
import { withTestDatabase } from "../../support/database";

/*
 * The catalogue's indexes (migration 0007) must be usable by the queries as written, and must not change
 * what they answer. A test catalogue is small enough to be read whole, so each check runs in a transaction
 * that tells the planner to find rows through an index wherever one can.
 */

const t = withTestDatabase();

function preferringIndexes<T>(check: (db: Database) => Promise<T>): Promise<T> {
  return t.db.transaction(async (tx) => {
    // Bitmap scans only: an index is then used for what it finds, not for the order it reads rows in.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return check(tx);
  });
}

/** How many times the index was scanned in the current transaction. */
async function scansOf(db: Database, index: string): Promise<number> {
  const result = await db.execute(sql`select pg_stat_get_xact_numscans(${index}::regclass) as scans`);
  const [row] = rowsOf<{ scans: number | string }>(result);
  return Number(row?.scans);
}

/** Runs the call and answers which of the indexes it scanned. */
async function indexesScannedBy(db: Database, indexes: readonly string[], call: () => Promise<unknown>) {
  const before = await Promise.all(indexes.map((index) => scansOf(db, index)));
  await call();
  const after = await Promise.all(indexes.map((index) => scansOf(db, index)));
  return indexes.filter((_, i) => (after[i] ?? 0) > (before[i] ?? 0));
}

const TRIGRAM_INDEXES = ["products_title_trigram_idx", "products_brand_trigram_idx"];

async function seedLargeCatalogue(db: Database) {
  await seedDemo({ db });
  await seedGeneratedProducts({ db, count: 1000 });
  // Names that tell a word from a fragment and a whole rule from half of one.
  const tricky = [
    { title: "Babe Shred Fat Burner", brand: null },
    { title: "Shred", brand: "Bucked Up BABE" },
    { title: "Stack of All Black Everything", brand: null },
    { title: "Axe Body Fuel", brand: null },
    { title: "Maxed Sledge Pump", brand: "Axe and Sledge" },
    { title: "100% Whey_Isolate", brand: null },
  ];
  await db
    .insert(products)
    .values(
      tricky.map((p, i) => ({ ...p, slug: `tricky-${i}`, category: "protein", description: ".", priceCents: 999 })),
    );
}

describe("catalogue indexes", () => {
  it("find a brand page's products through the trigram indexes, exactly as the pure rule does", async () => {
    await seedLargeCatalogue(t.db);
    const everything = await productsInTitleOrder(t.db);
    await preferringIndexes(async (db) => {
      for (const brand of BRAND_PAGES) {
        const expected = everything.filter((p) => matchesBrandRule(p, brandRule(brand))).map((p) => p.slug);
        let page: Awaited<ReturnType<typeof listBrandProducts>> | undefined;
        const scanned = await indexesScannedBy(db, TRIGRAM_INDEXES, async () => {
          page = await listBrandProducts({ brand, limit: PAGE_SIZE, db });
        });
        expect(scanned, brand.slug).toEqual(TRIGRAM_INDEXES);
        expect(page?.total, brand.slug).toBe(expected.length);
        expect(
          page?.products.map((p) => p.slug),
          brand.slug,
        ).toEqual(expected.slice(0, PAGE_SIZE));
      }
    });
  });

  it("count brand filter matches through the title's trigram index, literally", async () => {
    await seedLargeCatalogue(t.db);
    const everything = await productsInTitleOrder(t.db);
    await preferringIndexes(async (db) => {
      for (const brands of [["Gorilla Mind", "Bucked Up"], ["100%"], ["0%_W"], ["% whey"]]) {
        const filters = { categories: [], brands, minPriceCents: null, maxPriceCents: null };
        const expected = everything.filter((p) => productMatchesFilters(p, filters)).map((p) => p.slug);
        let list: Awaited<ReturnType<typeof listProducts>> | undefined;
        const scanned = await indexesScannedBy(db, TRIGRAM_INDEXES, async () => {
          list = await listProducts({ ...filters, db });
        });
        expect(scanned, brands.join()).toEqual(["products_title_trigram_idx"]);
        expect(list?.total, brands.join()).toBe(expected.length);
        expect(list?.products.map((p) => p.slug)).toEqual(expected.slice(0, PAGE_SIZE));
      }
    });
  });

  it("read a category page, the featured strip and the best sellers from their A-Z indexes", async () => {
    await seedLargeCatalogue(t.db);
    const everything = await productsInTitleOrder(t.db);
    await preferringIndexes(async (db) => {
      const filters: ProductFilters = { categories: ["protein"], brands: [], minPriceCents: null, maxPriceCents: null };
      const protein = everything.filter((p) => productMatchesFilters(p, filters)).map((p) => p.slug);
      let deep: Awaited<ReturnType<typeof listProducts>> | undefined;
      const categoryIndex = ["products_category_title_order_idx"];
      expect(
        await indexesScannedBy(db, categoryIndex, async () => {
          deep = await listProducts({ ...filters, offset: 300, db });
        }),
      ).toEqual(categoryIndex);
      expect(deep?.products.map((p) => p.slug)).toEqual(protein.slice(300, 300 + PAGE_SIZE));
      expect(deep?.total).toBe(protein.length);

      const flags = await db
        .select({ slug: products.slug, featured: products.featured, bestSeller: products.bestSeller })
        .from(products);
      const firstWith = (flag: "featured" | "bestSeller", limit: number) => {
        const flagged = new Set(flags.filter((p) => p[flag]).map((p) => p.slug));
        return everything
          .filter((p) => flagged.has(p.slug))
          .slice(0, limit)
          .map((p) => p.slug);
      };
      const featuredIndex = ["products_featured_title_order_idx"];
      let featured: string[] = [];
      expect(
        await indexesScannedBy(db, featuredIndex, async () => {
          featured = (await listFeaturedProducts({ db })).map((p) => p.slug);
        }),
      ).toEqual(featuredIndex);
      expect(featured).toEqual(firstWith("featured", 5));
      const bestSellerIndex = ["products_best_seller_title_order_idx"];
      let bestSellers: string[] = [];
      expect(
        await indexesScannedBy(db, bestSellerIndex, async () => {
          bestSellers = (await listBestSellers({ db })).map((p) => p.slug);
        }),
      ).toEqual(bestSellerIndex);
      expect(bestSellers).toEqual(firstWith("bestSeller", 12));
    });
  });

  // PostgreSQL analyses on its own (autovacuum), at a moment no test can rely on.
  it.skipIf(process.env.TEST_DB === "postgres")(
    "get planner statistics on PGlite, which has no autovacuum, once a bulk load has changed the catalogue",
    async () => {
      const estimate = async () => {
        const result = await t.db.execute(sql`select reltuples::float8 as n from pg_class where relname = 'products'`);
        return Number(rowsOf<{ n: number }>(result)[0]?.n);
      };
      await seedLargeCatalogue(t.db);
      expect(await estimate()).toBeLessThan(0);
      await prepareDatabase({ handle: t.handle });
      expect(await estimate()).toBe(await t.db.$count(products));
    },
  );
});
