import { and, count, eq, gt, gte, isNotNull, like, lt, type SQL, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { authorImageUrl, coverImageUrl } from "~/.server/blog/image-urls";
import { listBlogPostSummaries } from "~/.server/blog/posts";
import { listStoreArticles } from "~/.server/blog/store-articles";
import { brands, categories, products, reviews } from "~/.server/db/schema";
import { DEMO_PRODUCTS, seedDemo, seedGeneratedProducts } from "~/.server/demo";
import { parseEnv } from "~/.server/env";
import { databaseImageStore } from "~/.server/images/store/database";
import { imageKeyOfUrl } from "~/.server/images/urls";
import { BLOG_AUTHORS } from "~/lib/blog-authors";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import { seedDemoOnStart } from "../../../server/demo-seed";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

/** An image the seed wrote, read back from the database's image store. */
async function storedMetadata(url: string) {
  const bytes = await databaseImageStore({ db: t.db }).read(imageKeyOfUrl(url));
  if (!bytes) throw new Error(`not in the image store: ${url}`);
  return sharp(bytes).metadata();
}

const countWhere = (where?: SQL) => t.db.$count(products, where);

async function countsBy(column: typeof products.category | typeof products.brandSlug) {
  const rows = await t.db.select({ key: column, n: count() }).from(products).groupBy(column);
  return new Map(rows.map((row) => [row.key, row.n]));
}

describe("seedDemo", () => {
  it("loads at least 120 products covering every category and brand", async () => {
    const result = await seedDemo({ db: t.db });
    expect(result.products).toBe(DEMO_PRODUCTS.length);
    expect(await countWhere()).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(120);
    expect(await t.db.$count(categories)).toBe(CATEGORIES.length);
    expect(await t.db.$count(brands)).toBe(BRANDS.length);

    const perCategory = await countsBy(products.category);
    for (const category of CATEGORIES) expect(perCategory.get(category.slug) ?? 0).toBeGreaterThanOrEqual(5);
    expect(perCategory.get("protein")).toBeGreaterThan(10);
    expect(perCategory.get("pre-workout")).toBeGreaterThan(10);

    const perBrand = await countsBy(products.brandSlug);
    for (const brand of BRANDS) expect(perBrand.get(brand.slug) ?? 0).toBeGreaterThan(0);
    expect(perBrand.get("bucked-up")).toBeGreaterThanOrEqual(31);
    expect(perBrand.get(null)).toBeGreaterThan(0);
  });

  it("covers every stock, price and merchandising state", async () => {
    await seedDemo({ db: t.db });
    expect(await countWhere(eq(products.stock, 0))).toBeGreaterThanOrEqual(4);
    expect(await countWhere(and(gte(products.stock, 1), lt(products.stock, 10)))).toBeGreaterThanOrEqual(6);
    expect(await countWhere(eq(products.stock, 10))).toBeGreaterThanOrEqual(2);
    expect(await countWhere(gt(products.stock, 10))).toBeGreaterThan(60);

    expect(await countWhere(lt(products.salePriceCents, products.priceCents))).toBeGreaterThanOrEqual(15);
    expect(await countWhere(gte(products.salePriceCents, products.priceCents))).toBe(0);
    // Off the one-time price (decision 110).
    const tenPercentOff = sql`round((1 - ${products.subscriptionPriceCents}::numeric / ${products.effectivePriceCents}) * 100) = 10`;
    expect(await countWhere(tenPercentOff)).toBeGreaterThanOrEqual(25);

    const realImage = sql`not (${products.images}[1] ilike '%placeholder%')`;
    expect(
      await countWhere(and(eq(products.bestSeller, true), gt(products.stock, 0), realImage)),
    ).toBeGreaterThanOrEqual(12);
    expect(await countWhere(eq(products.featured, true))).toBeGreaterThanOrEqual(5);
    expect(await countWhere(sql`cardinality(${products.images}) between 2 and 4`)).toBeGreaterThanOrEqual(10);
    expect(await countWhere(sql`${products.images}[1] ilike '%placeholder%'`)).toBeGreaterThanOrEqual(4);

    const outOfRange = sql`${products.rating} not between 3.5 and 5 or ${products.reviewCount} <= 0 or ${products.priceCents} not between 1499 and 12999`;
    expect(await countWhere(outOfRange)).toBe(0);
    const band = (low: number, high: number) =>
      countWhere(and(gte(products.effectivePriceCents, low), lt(products.effectivePriceCents, high)));
    expect(await band(0, 2500)).toBeGreaterThan(0);
    expect(await band(2500, 5001)).toBeGreaterThan(0);
    expect(await band(5001, 10001)).toBeGreaterThan(0);
    expect(await band(10001, 100_000)).toBeGreaterThan(0);
  });

  it("is idempotent: a second run neither duplicates nor touches rows, and repairs edited ones", async () => {
    await seedDemo({ db: t.db });
    const before = await t.db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products);
    await t.db.update(products).set({ title: "Edited" }).where(eq(products.slug, "gorilla-mode-pre-workout"));

    await seedDemo({ db: t.db });

    const after = await t.db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products);
    expect(after).toHaveLength(before.length);
    const changed = after.filter((row) => {
      const previous = before.find((b) => b.slug === row.slug);
      return previous?.updatedAt.getTime() !== row.updatedAt.getTime();
    });
    expect(changed.map((row) => row.slug)).toEqual(["gorilla-mode-pre-workout"]);
    const [restored] = await t.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.slug, "gorilla-mode-pre-workout"));
    expect(restored?.title).toBe("Gorilla Mind Gorilla Mode Pre-Workout");
  });

  it("writes every referenced image as a PNG, and keeps existing ones on the next run", async () => {
    const imageStore = databaseImageStore({ db: t.db });
    const first = await seedDemo({ db: t.db, imageStore });
    expect(first.imagesWritten).toBeGreaterThan(DEMO_PRODUCTS.length);
    expect(first.imagesSkipped).toBe(0);

    const productImages = await t.db.select({ images: products.images }).from(products);
    const brandLogos = await t.db.select({ url: brands.logo }).from(brands);
    const categoryTiles = await t.db.select({ url: categories.image }).from(categories);
    const urls = new Set([
      ...productImages.flatMap((row) => row.images),
      ...brandLogos.map((row) => row.url),
      ...categoryTiles.map((row) => row.url),
    ]);
    const blogImages = [
      ...(await listStoreArticles()).map((article) => coverImageUrl(article.slug)),
      ...BLOG_AUTHORS.map((author) => authorImageUrl(author.slug)),
    ];
    expect(urls.size + blogImages.length).toBe(first.imagesWritten);
    for (const url of blogImages) expect((await storedMetadata(url)).format).toBe("png");
    for (const url of urls) {
      const metadata = await storedMetadata(url);
      expect(metadata.format, url).toBe("png");
      expect(Math.max(metadata.width, metadata.height), url).toBeGreaterThanOrEqual(400);
      expect(Math.max(metadata.width, metadata.height), url).toBeLessThanOrEqual(800);
    }

    const second = await seedDemo({ db: t.db, imageStore });
    expect(second).toMatchObject({ imagesWritten: 0, imagesSkipped: first.imagesWritten });
  });
});

describe("seedDemoOnStart", () => {
  /** Runs the start-up step with these variables. */
  async function startWith(variables: Record<string, string>): Promise<void> {
    const env = parseEnv({
      PAYMENT_PROVIDER: "test",
      ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true",
      BETTER_AUTH_SECRET: "x".repeat(32),
      ...variables,
    });
    await seedDemoOnStart({ db: t.db, env, imageStore: databaseImageStore({ db: t.db }) });
  }

  const format = async (url: string) => (await storedMetadata(url)).format;

  it("leaves a public store without products or reviews, but gives it its articles, logos, tiles and blog covers", async () => {
    await startWith({ PUBLIC_URL: "https://shop.example.com" });
    expect(await countWhere()).toBe(0);
    expect(await t.db.$count(reviews)).toBe(0);
    const posts = await listBlogPostSummaries({ db: t.db });
    expect(posts.map((post) => post.slug).sort()).toEqual((await listStoreArticles()).map((article) => article.slug));
    const [post] = posts;
    expect(await format(`/images/brands/${BRANDS[0].slug}.png`)).toBe("png");
    expect(await format(`/images/categories/${CATEGORIES[0].slug}.png`)).toBe("png");
    expect(await format(coverImageUrl(post?.slug ?? ""))).toBe("png");
    await expect(format(DEMO_PRODUCTS[0]?.images[0] ?? "")).rejects.toThrow();
  });

  it("seeds an empty store on localhost, and never a store that has products", async () => {
    await startWith({ PUBLIC_URL: "http://localhost:3000" });
    expect(await countWhere()).toBe(DEMO_PRODUCTS.length);
    await t.db.delete(reviews);
    await t.db.delete(products).where(like(products.slug, "bucked-up%"));
    await startWith({ PUBLIC_URL: "https://shop.example.com", SEED_DEMO: "true" });
    expect(await countWhere(like(products.slug, "bucked-up%"))).toBe(0);
    expect(await t.db.$count(reviews)).toBe(0);
  });
});

describe("seedGeneratedProducts", () => {
  it("adds the requested number of products with distinct slugs, across every category", async () => {
    await seedDemo({ db: t.db });
    await seedGeneratedProducts({ db: t.db, count: 500 });
    await seedGeneratedProducts({ db: t.db, count: 500 });

    const generated = like(products.slug, "bench-%");
    expect(await countWhere(generated)).toBe(500);
    expect(await countWhere()).toBe(DEMO_PRODUCTS.length + 500);
    const [distinct] = await t.db
      .select({ n: sql<number>`count(distinct ${products.slug})`.mapWith(Number) })
      .from(products)
      .where(generated);
    expect(distinct?.n).toBe(500);

    const perCategory = await t.db
      .select({ category: products.category, n: count() })
      .from(products)
      .where(generated)
      .groupBy(products.category);
    expect(perCategory).toHaveLength(CATEGORIES.length);
    expect(await countWhere(and(generated, isNotNull(products.salePriceCents)))).toBeGreaterThan(0);
    expect(await countWhere(and(generated, eq(products.stock, 0)))).toBeGreaterThan(0);
  });

  it("creates the categories and brands it needs on an empty database", async () => {
    await seedGeneratedProducts({ db: t.db, count: 30 });
    expect(await countWhere()).toBe(30);
  });
});
