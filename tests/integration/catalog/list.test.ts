import { describe, expect, it } from "vitest";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { listCatalog, listProducts } from "~/.server/catalog/list";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { seedDemo, seedGeneratedProducts } from "~/.server/demo";
import { PAGE_SIZE, type ProductFilters, productMatchesFilters } from "~/lib/filters";
import { productsInTitleOrder } from "../../support/catalogue";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

type Row = {
  slug: string;
  title: string;
  category: string;
  priceCents: number;
  salePriceCents?: number | null;
};

async function insertProducts(db: Database, rows: Row[]) {
  // Batches keep each statement well under the driver's parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(products)
      .values(rows.slice(start, start + 500).map((row) => ({ description: `${row.title}.`, stock: 20, ...row })));
  }
}

const noFilters: ProductFilters = { categories: [], brands: [], minPriceCents: null, maxPriceCents: null };

describe("listProducts", () => {
  it("pages the catalogue in title order and counts every match", async () => {
    await upsertTaxonomy({ db: t.db });
    const rows = Array.from({ length: 75 }, (_, i) => ({
      slug: `item-${i}`,
      title: `Item ${String(i).padStart(3, "0")}`,
      category: "protein",
      priceCents: 1000 + i,
    }));
    await insertProducts(t.db, rows);

    const first = await listProducts({ db: t.db });
    expect(first.total).toBe(75);
    expect(first.products.map((p) => p.slug)).toEqual(rows.slice(0, PAGE_SIZE).map((r) => r.slug));

    const third = await listProducts({ db: t.db, offset: 60, limit: PAGE_SIZE });
    expect(third.products.map((p) => p.slug)).toEqual(rows.slice(60).map((r) => r.slug));
    expect(third.total).toBe(75);

    const past = await listProducts({ db: t.db, offset: 90 });
    expect(past.products).toEqual([]);
    expect(past.total).toBe(75);
  });

  it("walks the seeded demo catalogue page by page, each product once", async () => {
    await seedDemo({ db: t.db });
    const stored = await t.db.$count(products);
    const seen: string[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await listProducts({ db: t.db, offset });
      expect(page.total).toBe(stored);
      if (page.products.length === 0) break;
      seen.push(...page.products.map((p) => p.slug));
    }
    expect(seen).toHaveLength(stored);
    expect(new Set(seen).size).toBe(stored);
  });

  it("gives what a product card needs, money in cents", async () => {
    await upsertTaxonomy({ db: t.db });
    await insertProducts(t.db, [
      { slug: "one", title: "One", category: "bcaa", priceCents: 2999, salePriceCents: 2499 },
    ]);
    const { products: listed } = await listProducts({ db: t.db });
    expect(listed).toEqual([
      expect.objectContaining({
        slug: "one",
        title: "One",
        images: [],
        priceCents: 2999,
        salePriceCents: 2499,
        subscriptionPriceCents: null,
        stock: 20,
        bestSeller: false,
      }),
    ]);
  });

  it("matches any selected category, whatever its case", async () => {
    await upsertTaxonomy({ db: t.db });
    await insertProducts(t.db, [
      { slug: "a", title: "A Whey", category: "protein", priceCents: 1000 },
      { slug: "b", title: "B Creatine", category: "creatine", priceCents: 1000 },
      { slug: "c", title: "C Pump", category: "pump-supplement", priceCents: 1000 },
    ]);
    const one = await listProducts({ db: t.db, categories: ["Protein"] });
    expect(one.products.map((p) => p.slug)).toEqual(["a"]);
    const two = await listProducts({ db: t.db, categories: ["protein", "CREATINE"] });
    expect(two.products.map((p) => p.slug)).toEqual(["a", "b"]);
    expect(two.total).toBe(2);
  });

  it("matches brands by title text in any case, literally", async () => {
    await upsertTaxonomy({ db: t.db });
    await insertProducts(t.db, [
      { slug: "gm", title: "GORILLA MIND Gorilla Mode", category: "pre-workout", priceCents: 4999 },
      { slug: "axe", title: "Axe & Sledge Supplements Hydraulic", category: "pump-supplement", priceCents: 4499 },
      { slug: "bu", title: "Bucked Up Woke AF", category: "pre-workout", priceCents: 3999 },
      { slug: "pct", title: "100% Whey", category: "protein", priceCents: 2999 },
      { slug: "thousand", title: "1000 Whey", category: "protein", priceCents: 2999 },
    ]);
    const matched = await listProducts({ db: t.db, brands: ["Gorilla Mind", "Axe & Sledge Supplements"] });
    expect(matched.products.map((p) => p.slug)).toEqual(["axe", "gm"]);
    const literal = await listProducts({ db: t.db, brands: ["100%"] });
    expect(literal.products.map((p) => p.slug)).toEqual(["pct"]);
    expect((await listProducts({ db: t.db, brands: ["1_00"] })).total).toBe(0);
    expect((await listProducts({ db: t.db, brands: ["\\"] })).total).toBe(0);
  });

  it("filters on the price paid: the sale price when there is one, bounds inclusive", async () => {
    await upsertTaxonomy({ db: t.db });
    await insertProducts(t.db, [
      { slug: "on-sale", title: "On Sale", category: "protein", priceCents: 5000, salePriceCents: 2000 },
      { slug: "regular", title: "Regular", category: "protein", priceCents: 3000 },
    ]);
    const cheap = await listProducts({ db: t.db, maxPriceCents: 2500 });
    expect(cheap.products.map((p) => p.slug)).toEqual(["on-sale"]);
    const dear = await listProducts({ db: t.db, minPriceCents: 3000, maxPriceCents: 3000 });
    expect(dear.products.map((p) => p.slug)).toEqual(["regular"]);
    expect((await listProducts({ db: t.db, minPriceCents: 4000 })).total).toBe(0);
    const wide = await listProducts({ db: t.db, minPriceCents: -(2 ** 31 - 1), maxPriceCents: 2 ** 31 - 1 });
    expect(wide.total).toBe(2);
  });

  it("gives the whole catalogue's price bounds in whole dollars, whatever is filtered", async () => {
    await upsertTaxonomy({ db: t.db });
    expect((await listProducts({ db: t.db })).bounds).toBeNull();
    await insertProducts(t.db, [
      { slug: "low", title: "Low", category: "protein", priceCents: 2999, salePriceCents: 1499 },
      { slug: "high", title: "High", category: "creatine", priceCents: 12901 },
    ]);
    markCatalogChanged();
    const { bounds } = await listProducts({ db: t.db, categories: ["protein"] });
    expect(bounds).toEqual({ minCents: 1400, maxCents: 13000 });
  });

  it("remembers counts and price bounds until the catalogue changes", async () => {
    await upsertTaxonomy({ db: t.db });
    await insertProducts(t.db, [{ slug: "first", title: "First", category: "protein", priceCents: 2000 }]);
    const before = await listProducts({ db: t.db });
    const proteinBefore = await listProducts({ db: t.db, categories: ["protein"] });
    // Written behind the store's back: the remembered figures stay, the rows of the page do not.
    await insertProducts(t.db, [{ slug: "second", title: "Second", category: "protein", priceCents: 9000 }]);
    const unchanged = await listProducts({ db: t.db });
    expect(unchanged.products.map((p) => p.slug)).toEqual(["first", "second"]);
    expect(unchanged.total).toBe(before.total);
    expect(unchanged.bounds).toEqual(before.bounds);
    expect((await listProducts({ db: t.db, categories: ["protein"] })).total).toBe(proteinBefore.total);

    markCatalogChanged();
    const after = await listProducts({ db: t.db });
    expect(after.total).toBe(2);
    expect(after.bounds).toEqual({ minCents: 2000, maxCents: 9000 });
    expect((await listProducts({ db: t.db, categories: ["protein"] })).total).toBe(2);
  });

  it("stays correct on a 5,000-product catalogue", async () => {
    await seedGeneratedProducts({ db: t.db, count: 5000 });
    const ordered = await productsInTitleOrder(t.db);
    expect(ordered).toHaveLength(5000);

    const selections: ProductFilters[] = [
      noFilters,
      { ...noFilters, categories: ["protein", "creatine", "bcaa"] },
      { ...noFilters, brands: ["Gorilla Mind", "Raw Nutrition"] },
      { ...noFilters, minPriceCents: 2500, maxPriceCents: 6000 },
      { categories: ["pre-workout", "protein"], brands: ["Bucked Up"], minPriceCents: 1000, maxPriceCents: 9000 },
    ];
    for (const filters of selections) {
      const expected = ordered.filter((row) => productMatchesFilters(row, filters)).map((row) => row.slug);
      expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(PAGE_SIZE);
      const first = await listProducts({ db: t.db, ...filters });
      expect(first.total, JSON.stringify(filters)).toBe(expected.length);
      expect(first.products.map((p) => p.slug)).toEqual(expected.slice(0, PAGE_SIZE));
      const deep = Math.floor(expected.length / 2 / PAGE_SIZE) * PAGE_SIZE;
      const page = await listProducts({ db: t.db, ...filters, offset: deep, limit: PAGE_SIZE });
      expect(page.products.map((p) => p.slug)).toEqual(expected.slice(deep, deep + PAGE_SIZE));
    }
    const prices = ordered.map((row) => row.effectivePriceCents);
    expect((await listProducts({ db: t.db })).bounds).toEqual({
      minCents: Math.floor(Math.min(...prices) / 100) * 100,
      maxCents: Math.ceil(Math.max(...prices) / 100) * 100,
    });
  });
});

describe("listCatalog", () => {
  it("lists every product's catalogue entry, in title order", async () => {
    await upsertTaxonomy({ db: t.db });
    await insertProducts(t.db, [
      { slug: "b", title: "Bravo", category: "protein", priceCents: 2999 },
      { slug: "a", title: "Alpha", category: "aminos", priceCents: 1999, salePriceCents: 1499 },
    ]);
    const entries = await listCatalog({ db: t.db });
    expect(entries.map((e) => [e.slug, e.category, e.salePriceCents])).toEqual([
      ["a", "aminos", 1499],
      ["b", "protein", null],
    ]);
  });
});
