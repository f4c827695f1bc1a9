import { and, asc, gt } from "drizzle-orm";
import { listBlogPostAddresses } from "~/.server/blog/posts";
import { listedProduct } from "~/.server/catalog/shape";
import { getTaxonomy } from "~/.server/catalog/taxonomy";
import type { Database } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { brandPages } from "~/lib/taxonomy";

/** One page of the store for the sitemap: its path and, when known, when it last changed. */
export type SitemapEntry = { path: string; lastmod?: Date };

/** Pages every store has, in the order of docs/product.md#routes. */
const STATIC_PAGES = [
  "/",
  "/products",
  "/blog",
  "/terms",
  "/privacy",
  "/returns",
  "/contact",
  "/reviews",
  "/track-order",
];

/** Everything but the products: a few dozen entries, listed before them. */
export async function listFixedEntries(db: Database): Promise<SitemapEntry[]> {
  const { categories, brands } = await getTaxonomy({ db });
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...categories.map((category) => ({ path: `/products?category=${category.slug}` })),
    ...brandPages(brands).map((brand) => ({ path: `/brands/${brand.slug}` })),
    ...(await listBlogPages(db)),
  ];
}

/** Published blog articles for the sitemap, dated by their last change. */
export async function listBlogPages(db: Database): Promise<SitemapEntry[]> {
  return (await listBlogPostAddresses({ db })).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt }));
}

/** Listed products only (decision 174): an archived product's page is a 404. */
export function countProductEntries(db: Database): Promise<number> {
  return db.$count(products, listedProduct);
}

/**
 * Products by slug, a batch at a time so a large catalogue is never held in memory: a sitemap page's
 * first batch starts at an offset, the next ones after the last slug seen (an index seek, not a
 * re-scan of the rows before).
 */
export async function listProductEntries(options: {
  db: Database;
  limit: number;
  offset?: number;
  afterSlug?: string;
}): Promise<{ slug: string; entry: SitemapEntry }[]> {
  const rows = await options.db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(listedProduct, options.afterSlug === undefined ? undefined : gt(products.slug, options.afterSlug)))
    .orderBy(asc(products.slug))
    .offset(options.offset ?? 0)
    .limit(options.limit);
  return rows.map((row) => ({ slug: row.slug, entry: { path: `/product/${row.slug}`, lastmod: row.updatedAt } }));
}
