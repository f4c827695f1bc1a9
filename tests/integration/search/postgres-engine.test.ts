import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { rowsOf } from "~/.server/db/rows";
import { products } from "~/.server/db/schema";
import { seedDemo } from "~/.server/demo";
import { createPostgresSearchEngine } from "~/.server/search/postgres-engine";
import { isInPriceBand, PRICE_BANDS, SEARCH_PAGE_SIZE, type SearchRequest, SUGGESTED_PRODUCTS } from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const engine = () => createPostgresSearchEngine(t.db);

function request(term: string, rest: Partial<SearchRequest> = {}): SearchRequest {
  return { ...parseSearchRequest(new URLSearchParams({ q: term })), ...rest };
}

type Row = {
  title: string;
  category?: string;
  brand?: string | null;
  description?: string;
  priceCents?: number;
  salePriceCents?: number | null;
  rating?: number;
  reviewCount?: number;
};

async function insert(rows: Row[]) {
  await upsertTaxonomy({ db: t.db });
  const values = rows.map((row, index) => ({
    slug: `item-${index}`,
    category: "protein",
    description: "A supplement.",
    priceCents: 3000,
    ...row,
  }));
  // Batches keep each statement well under the driver's parameter limit.
  for (let start = 0; start < values.length; start += 500) {
    await t.db.insert(products).values(values.slice(start, start + 500));
  }
}

const titles = (found: { title: string }[]) => found.map((product) => product.title);

describe("search: typo tolerance", () => {
  it("finds protein for 'prtein', creatine for 'creatin' and Gorilla Mind for 'gorila mind'", async () => {
    await seedDemo({ db: t.db });

    const protein = await engine().search(request("prtein"));
    expect(protein.total).toBeGreaterThan(10);
    expect(
      titles(protein.products)
        .slice(0, 10)
        .every((title) => /protein/i.test(title)),
    ).toBe(true);

    const creatine = await engine().search(request("creatin"));
    expect(creatine.total).toBeGreaterThan(5);
    expect(
      titles(creatine.products)
        .slice(0, 5)
        .every((title) => /creatine/i.test(title)),
    ).toBe(true);

    const gorilla = await engine().search(request("gorila mind"));
    expect(gorilla.total).toBe(5);
    expect(titles(gorilla.products).every((title) => title.startsWith("Gorilla Mind"))).toBe(true);
  });

  it("learns the words of new and renamed products", async () => {
    await insert([{ title: "Plain Whey" }]);
    expect((await engine().search(request("zanzibar"))).total).toBe(0);
    await t.db.update(products).set({ title: "Zanzibar Whey" }).where(eq(products.slug, "item-0"));
    expect(titles((await engine().search(request("zanzibr"))).products)).toEqual(["Zanzibar Whey"]);
  });
});

describe("search: relevance", () => {
  it("ranks the exact title first (any case), then title matches above description matches", async () => {
    await insert([
      { title: "Creatine Capsules Extra", rating: 5 },
      { title: "Recovery Blend", description: "Contains creatine and other things." },
      { title: "Creatine" },
      { title: "Micronized Creatine Powder" },
    ]);
    const found = await engine().search(request("CREATINE"));
    expect(found.total).toBe(4);
    expect(titles(found.products)[0]).toBe("Creatine");
    expect(titles(found.products)[3]).toBe("Recovery Blend");
  });

  it("follows the shopper while typing: the last word may be the start of a word", async () => {
    await insert([{ title: "Whey Isolate" }, { title: "Casein", description: "Whey free." }]);
    expect(titles((await engine().search(request("whey iso"))).products)).toEqual(["Whey Isolate"]);
  });
});

describe("search: sorts", () => {
  const rows: Row[] = [
    { title: "b Protein", priceCents: 4000, rating: 4.1, reviewCount: 10 },
    { title: "Alpha Protein", priceCents: 6000, salePriceCents: 1500, rating: 4.8, reviewCount: 3 },
    { title: "Charlie Protein", priceCents: 2000, rating: 4.8, reviewCount: 90 },
    { title: "delta Protein", priceCents: 9000, rating: 3.5 },
  ];

  it.each([
    ["price-asc", ["Alpha Protein", "Charlie Protein", "b Protein", "delta Protein"]],
    ["price-desc", ["delta Protein", "b Protein", "Charlie Protein", "Alpha Protein"]],
    ["rating", ["Charlie Protein", "Alpha Protein", "b Protein", "delta Protein"]],
    ["name", ["Alpha Protein", "b Protein", "Charlie Protein", "delta Protein"]],
  ] as const)("orders by %s (price is the sale price when there is one)", async (sort, expected) => {
    await insert(rows);
    expect(titles((await engine().search(request("protein", { sort }))).products)).toEqual(expected);
  });

  it("pages by 60 without repeating a product", async () => {
    await insert(Array.from({ length: 130 }, (_, i) => ({ title: `Protein ${String(i).padStart(3, "0")}` })));
    const pages = await Promise.all(
      [1, 2, 3].map((page) => engine().search(request("protein", { sort: "name", page }))),
    );
    expect(pages.map((found) => found.products.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 10]);
    expect(pages.every((found) => found.total === 130)).toBe(true);
    const all = pages.flatMap((found) => titles(found.products));
    expect(new Set(all).size).toBe(130);
    expect(all).toEqual([...all].sort());
  });
});

describe("search: filters", () => {
  it("lists the categories found among the results and filters by one", async () => {
    await insert([
      { title: "Energy Pre", category: "pre-workout", description: "Energy boost." },
      { title: "Energy Aminos", category: "aminos", description: "Energy and hydration." },
      { title: "Energy Aminos Plus", category: "aminos" },
      { title: "Calm Vitamins", category: "vitamins" },
    ]);
    const all = await engine().search(request("energy"));
    expect(all.categories).toEqual(["aminos", "pre-workout"]);
    expect(all.total).toBe(3);

    const aminos = await engine().search(request("energy", { category: "aminos" }));
    expect(aminos.total).toBe(2);
    expect(titles(aminos.products).sort()).toEqual(["Energy Aminos", "Energy Aminos Plus"]);
    expect(aminos.categories).toEqual(["aminos", "pre-workout"]);
  });

  it("applies each price band to the effective price, middle bands inclusive at both ends", async () => {
    const prices: Row[] = [
      { title: "Whey 2499", priceCents: 2499 },
      { title: "Whey 2500", priceCents: 2500 },
      { title: "Whey 5000", priceCents: 5000 },
      { title: "Whey 5001", priceCents: 5001 },
      { title: "Whey 10000", priceCents: 10000 },
      { title: "Whey 10001", priceCents: 10001 },
      { title: "Whey Sale 2400", priceCents: 12000, salePriceCents: 2400 },
    ];
    await insert(prices);
    const effective = (row: Row) => row.salePriceCents ?? row.priceCents ?? 0;
    for (const band of PRICE_BANDS) {
      const found = await engine().search(request("whey", { price: band.value, sort: "name" }));
      const expected = prices.filter((row) => isInPriceBand(effective(row), band.value)).map((row) => row.title);
      expect(titles(found.products).sort(), band.label).toEqual(expected.sort());
      expect(found.total).toBe(expected.length);
    }
  });
});

describe("search: the search copy of each product", () => {
  const update = (slug: string, values: Partial<typeof products.$inferInsert>) =>
    t.db.update(products).set(values).where(eq(products.slug, slug));

  it("follows every change to a product: price, rating, category, title and deletion", async () => {
    await insert([{ title: "Alpha Whey" }, { title: "Beta Whey", priceCents: 4000 }]);
    const search = (options: Partial<SearchRequest> = {}) => engine().search(request("whey", options));

    await update("item-0", { priceCents: 5000 });
    expect(titles((await search({ sort: "price-asc" })).products)).toEqual(["Beta Whey", "Alpha Whey"]);
    expect(titles((await search({ price: "50-100" })).products)).toEqual(["Alpha Whey"]);

    await update("item-1", { rating: 4.9 });
    expect(titles((await search({ sort: "rating" })).products)).toEqual(["Beta Whey", "Alpha Whey"]);

    await update("item-0", { category: "aminos" });
    expect((await search()).categories).toEqual(["aminos", "protein"]);

    await update("item-1", { title: "Beta Casein" });
    expect(titles((await search()).products)).toEqual(["Alpha Whey"]);
    expect(titles((await engine().search(request("casein"))).products)).toEqual(["Beta Casein"]);

    await t.db.delete(products).where(eq(products.slug, "item-0"));
    expect(await search()).toEqual({ products: [], total: 0, categories: [] });
  });

  it("is filled from the products already stored, and its migration may run again", async () => {
    await seedDemo({ db: t.db });
    const before = await engine().search(request("protein"));
    expect(before.total).toBeGreaterThan(10);

    await t.db.execute(sql`delete from search_documents`);
    expect((await engine().search(request("protein"))).total).toBe(0);
    // Found by name: migrations are renumbered when branches merge.
    const file = readdirSync("drizzle").find((name) => name.endsWith("_search_documents.sql")) ?? "";
    const statements = readFileSync(path.join("drizzle", file), "utf8").split("--> statement-breakpoint");
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    expect(await engine().search(request("protein"))).toEqual(before);
  });
});

describe("search: hostile input", () => {
  const hostile = [
    "'; drop table products; --",
    `" OR 1=1 --`,
    "\\",
    "\\'; select pg_sleep(5); --",
    "whey & | ! ( ) :* <-> protein",
    "💪🔥 protein 🏋️",
    "%_%",
    "ＦＵＬＬ ｗｉｄｔｈ",
    "a".repeat(5000),
    "the and of",
    "\u0000\u0001",
  ];

  it.each(hostile.map((term) => [term.slice(0, 40), term]))("answers %j normally", async (_label, term) => {
    await seedDemo({ db: t.db });
    const found = await engine().search(request(term));
    expect(found.total).toBeGreaterThanOrEqual(0);
    const suggestions = await engine().suggest(term);
    expect(suggestions.products.length).toBeLessThanOrEqual(SUGGESTED_PRODUCTS);
    expect(await t.db.$count(products)).toBeGreaterThan(100);
  });

  it("still finds the real words among the noise", async () => {
    await seedDemo({ db: t.db });
    const found = await engine().search(request('💪 "gorilla" mind!!!'));
    expect(found.total).toBe(5);
  });

  it("leaves the search words table intact too", async () => {
    await seedDemo({ db: t.db });
    await engine().search(request("'; delete from search_words; --"));
    const [row] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from search_words`));
    expect(row?.n).toBeGreaterThan(50);
  });
});

describe("suggest", () => {
  it("offers up to 6 products and the matching brand for a misspelt brand", async () => {
    await seedDemo({ db: t.db });
    const suggestions = await engine().suggest("gorila");
    expect(suggestions.products.length).toBe(5);
    expect(suggestions.products.every((product) => product.title.startsWith("Gorilla Mind"))).toBe(true);
    expect(suggestions.brands).toEqual([{ slug: "gorilla-mind", name: "Gorilla Mind" }]);
  });

  it("offers categories for the start of their name, with the effective price of each product", async () => {
    await seedDemo({ db: t.db });
    const suggestions = await engine().suggest("creat");
    expect(suggestions.categories).toEqual([{ slug: "creatine", name: "Creatine" }]);
    expect(suggestions.products).toHaveLength(SUGGESTED_PRODUCTS);
    const [sale] = await t.db
      .select({ slug: products.slug, effective: products.effectivePriceCents })
      .from(products)
      .where(eq(products.slug, "rule-one-r1-creatine"));
    expect(sale?.effective).toBe(1699);
    const offered = (await engine().suggest("r1 creatine")).products.find((product) => product.slug === sale?.slug);
    expect(offered?.priceCents).toBe(1699);
  });

  it("puts an exact title first, then the most-reviewed matches", async () => {
    await insert([
      { title: "Whey Isolate", reviewCount: 10 },
      { title: "Whey", reviewCount: 0 },
      { title: "Whey Blend", reviewCount: 900 },
      { title: "Casein", reviewCount: 5000 },
      { title: "Whey Crisps", reviewCount: 50 },
    ]);
    expect(titles((await engine().suggest("WHEY")).products)).toEqual([
      "Whey",
      "Whey Blend",
      "Whey Crisps",
      "Whey Isolate",
    ]);
  });

  it("looks beyond the most-reviewed products when they hold too few matches", async () => {
    const popular = Array.from({ length: 2005 }, (_, i) => ({ title: `Popular Thing ${i}`, reviewCount: 100 + i }));
    await insert([...popular, { title: "Rare Widget One" }, { title: "Rare Widget Two" }]);
    expect(titles((await engine().suggest("rare widg")).products).sort()).toEqual([
      "Rare Widget One",
      "Rare Widget Two",
    ]);
  });

  it("offers nothing for input without letters or digits", async () => {
    await seedDemo({ db: t.db });
    expect(await engine().suggest("!!! 💪")).toEqual({ term: "!!! 💪", products: [], categories: [], brands: [] });
  });
});
