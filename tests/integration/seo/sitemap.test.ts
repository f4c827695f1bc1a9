import { describe, expect, it } from "vitest";
import { importStoreArticles } from "~/.server/blog/store-articles";
import { products } from "~/.server/db/schema";
import { seedDemo } from "~/.server/demo";
import { renderSitemap, type SitemapOptions } from "~/.server/seo/sitemap";
import { listBlogPages } from "~/.server/seo/sitemap-entries";
import { BRAND_PAGES, CATEGORIES } from "~/lib/catalog";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const publicUrl = "https://shop.example.com";

async function sitemapText(options: Omit<SitemapOptions, "db" | "publicUrl">): Promise<string | undefined> {
  const body = await renderSitemap({ db: t.db, publicUrl, ...options });
  return body === undefined ? undefined : new Response(body).text();
}

function locations(xml: string | undefined): string[] {
  return [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("renderSitemap", () => {
  it("lists static pages, categories, brand pages, blog articles and every product with its last change", async () => {
    await seedDemo({ db: t.db });
    await importStoreArticles({ db: t.db });
    const xml = await sitemapText({});
    const urls = locations(xml);
    const slugs = await t.db.select({ slug: products.slug }).from(products);
    const articles = await listBlogPages(t.db);
    expect(articles).toHaveLength(4);
    expect(articles).toContainEqual({
      path: "/blog/creatine-what-the-research-says",
      lastmod: new Date("2026-10-27T12:00:00Z"),
    });

    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(urls).toContain(`${publicUrl}/`);
    expect(urls).toContain(`${publicUrl}/track-order`);
    for (const category of CATEGORIES) expect(urls).toContain(`${publicUrl}/products?category=${category.slug}`);
    for (const brand of BRAND_PAGES) expect(urls).toContain(`${publicUrl}/brands/${brand.slug}`);
    for (const article of articles) expect(urls).toContain(`${publicUrl}${article.path}`);
    for (const { slug } of slugs) expect(urls).toContain(`${publicUrl}/product/${slug}`);
    expect(urls).toHaveLength(9 + CATEGORIES.length + BRAND_PAGES.length + articles.length + slugs.length);
    expect(xml).toMatch(/<loc>[^<]+\/product\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("splits into an index of pages when there are more URLs than a page holds", async () => {
    await seedDemo({ db: t.db });
    const whole = locations(await sitemapText({ pageSize: 100_000 }));
    const pageSize = 40;
    const pageCount = Math.ceil(whole.length / pageSize);

    const index = await sitemapText({ pageSize });
    expect(index).toContain("<sitemapindex ");
    expect(locations(index)).toEqual(
      Array.from({ length: pageCount }, (_, i) => `${publicUrl}/sitemap.xml?page=${i + 1}`),
    );
    // Small batches, so pages are read in several queries, the later ones after the last slug seen.
    const pages = await Promise.all(
      Array.from({ length: pageCount }, (_, i) => sitemapText({ pageSize, page: i + 1, batchSize: 7 })),
    );
    for (const page of pages) expect(locations(page).length).toBeLessThanOrEqual(pageSize);
    expect(pages.flatMap(locations)).toEqual(whole);
  });

  it("has no page 0, no page past the last and no fractional page", async () => {
    expect(await sitemapText({ page: 1 })).toContain("<urlset ");
    expect(await sitemapText({ page: 0 })).toBeUndefined();
    expect(await sitemapText({ page: 2 })).toBeUndefined();
    expect(await sitemapText({ page: 1.5 })).toBeUndefined();
    expect(await sitemapText({ page: Number.NaN })).toBeUndefined();
  });
});
