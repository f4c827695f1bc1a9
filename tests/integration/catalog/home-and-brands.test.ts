import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { listBrandProducts } from "~/.server/catalog/brands";
import { BEST_SELLER_LIMIT, isCatalogEmpty, listBestSellers, listFeaturedProducts } from "~/.server/catalog/home";
import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { seedDemo } from "~/.server/demo";
import { brandRule, matchesBrandRule } from "~/lib/brand-match";
import { BRAND_PAGES, BRANDS } from "~/lib/catalog";
import { findBrandPage } from "~/lib/taxonomy";
import { productsInTitleOrder } from "../../support/catalogue";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

/** Names that tell a word from a fragment and a whole rule from half of one, beside the demo catalogue. */
async function addTrickyProducts(db: Database) {
  const tricky = [
    { title: "Babe Shred Fat Burner", brand: null },
    { title: "Shred", brand: "Bucked Up BABE" },
    { title: "Stack of All Black Everything", brand: null },
    { title: "Thermo", brand: "All Black Everything" },
    { title: "Axe Body Fuel", brand: null },
    { title: "Sledgehammer Pump", brand: "Axe" },
    { title: "Maxed Sledge Pump", brand: null },
    { title: "Hydraulic", brand: "Axe and Sledge" },
    { title: "fresh supps greens (lower case)", brand: null },
    { title: "Whey", brand: "RULE ONE PROTEINS" },
  ];
  await db.insert(products).values(
    tricky.map((product, index) => ({
      ...product,
      slug: `tricky-${index}`,
      category: "protein",
      description: "Test product.",
      priceCents: 1000,
    })),
  );
}

describe("home page queries", () => {
  it("lists at most 5 featured products, A-Z", async () => {
    await seedDemo({ db: t.db });
    const expected = (await productsInTitleOrder(t.db)).filter((p) => p.featured).slice(0, 5);
    const featured = await listFeaturedProducts({ db: t.db });
    expect(featured.length).toBeLessThanOrEqual(5);
    expect(featured.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
  });

  it("lists at most 12 best sellers, A-Z, as card data", async () => {
    await seedDemo({ db: t.db });
    const expected = (await productsInTitleOrder(t.db)).filter((p) => p.bestSeller).slice(0, BEST_SELLER_LIMIT);
    const bestSellers = await listBestSellers({ db: t.db });
    expect(bestSellers.length).toBeLessThanOrEqual(12);
    expect(bestSellers.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    expect(bestSellers.every((p) => p.bestSeller && Number.isInteger(p.priceCents))).toBe(true);
  });

  it("fills the strip and the grid from the demo catalogue", async () => {
    await seedDemo({ db: t.db });
    expect(await listFeaturedProducts({ db: t.db })).toHaveLength(5);
    expect(await listBestSellers({ db: t.db })).toHaveLength(12);
  });

  it("tells an empty catalogue, which is empty everywhere, from one with products", async () => {
    expect(await isCatalogEmpty({ db: t.db })).toBe(true);
    expect(await listFeaturedProducts({ db: t.db })).toEqual([]);
    expect(await listBestSellers({ db: t.db })).toEqual([]);
    await seedDemo({ db: t.db });
    expect(await isCatalogEmpty({ db: t.db })).toBe(false);
  });
});

describe("brand page query", () => {
  it("finds exactly the products the pure rule matches, A-Z, for every brand page", async () => {
    await seedDemo({ db: t.db });
    await addTrickyProducts(t.db);
    const everything = await productsInTitleOrder(t.db);
    for (const brand of BRAND_PAGES) {
      const expected = everything.filter((p) => matchesBrandRule(p, brandRule(brand)));
      const page = await listBrandProducts({ brand, db: t.db });
      expect(
        page.products.map((p) => p.slug),
        brand.slug,
      ).toEqual(expected.map((p) => p.slug));
      expect(page.total, brand.slug).toBe(expected.length);
    }
  });

  it("keeps BABE off the ABE page and needs both words for Axe & Sledge", async () => {
    await seedDemo({ db: t.db });
    await addTrickyProducts(t.db);
    const titles = async (slug: string) =>
      (await listBrandProducts({ brand: findBrandPage(BRANDS, slug)!, db: t.db })).products.map((p) => p.title);
    const abe = await titles("abe");
    expect(abe.some((title) => /babe/i.test(title))).toBe(false);
    expect(abe).toEqual(expect.arrayContaining(["Stack of All Black Everything", "Thermo"]));
    const axeSledge = await titles("axe-sledge");
    expect(axeSledge).toContain("Hydraulic");
    expect(axeSledge).not.toEqual(expect.arrayContaining(["Axe Body Fuel"]));
    expect(axeSledge).not.toContain("Sledgehammer Pump");
    expect(axeSledge).not.toContain("Maxed Sledge Pump");
  });

  it("returns the first page with the full count", async () => {
    await seedDemo({ db: t.db });
    const brand = findBrandPage(BRANDS, "bucked-up")!;
    const all = await listBrandProducts({ brand, db: t.db });
    const firstPage = await listBrandProducts({ brand, limit: 30, db: t.db });
    expect(all.total).toBeGreaterThanOrEqual(31);
    expect(firstPage.products).toEqual(all.products.slice(0, 30));
    expect(firstPage.total).toBe(all.total);
  });

  it("remembers a brand's products until the catalogue changes, showing each as it is now", async () => {
    await seedDemo({ db: t.db });
    const brand = findBrandPage(BRANDS, "bucked-up")!;
    const before = await listBrandProducts({ brand, limit: 30, db: t.db });
    const [first] = before.products;
    await t.db.update(products).set({ priceCents: 123 }).where(eq(products.id, first!.id));
    await addTrickyProducts(t.db);
    const unchanged = await listBrandProducts({ brand, limit: 30, db: t.db });
    expect(unchanged.total).toBe(before.total);
    expect(unchanged.products.map((p) => p.slug)).toEqual(before.products.map((p) => p.slug));
    expect(unchanged.products[0]?.priceCents).toBe(123);

    markCatalogChanged();
    const expected = (await productsInTitleOrder(t.db)).filter((p) => matchesBrandRule(p, brandRule(brand)));
    const after = await listBrandProducts({ brand, limit: 30, db: t.db });
    expect(after.total).toBe(expected.length);
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.products.map((p) => p.slug)).toEqual(expected.slice(0, 30).map((p) => p.slug));
  });

  it("answers an empty page with a zero count", async () => {
    expect(await listBrandProducts({ brand: findBrandPage(BRANDS, "chemix")!, db: t.db })).toEqual({
      products: [],
      total: 0,
    });
  });
});
