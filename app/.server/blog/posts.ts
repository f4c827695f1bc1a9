import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { blogPosts } from "~/.server/db/schema";
import { PLACEHOLDER_IMAGE_URL } from "~/.server/images/urls";
import { type BlogPostSummary, readTimeMinutes } from "~/lib/blog";
import { findAuthor } from "~/lib/blog-authors";
import type { CategorySlug } from "~/lib/catalog";
import { markdownText, renderMarkdown } from "~/lib/markdown";
import { storeDay } from "~/lib/store-time";
import { authorImageUrl } from "./image-urls";

export type BlogPost = BlogPostSummary & {
  html: string;
  authorRole: string;
  relatedProducts: string[];
  relatedCategories: CategorySlug[];
};

type BlogPostRow = typeof blogPosts.$inferSelect;

/** Shown by the store: published, at a time already come (a scheduled article appears by itself at its time). */
function published(now: Date) {
  return and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now));
}

/** Database row to the summary cards show: the date is the publication's day on the store's calendar. */
function toSummary(row: BlogPostRow): BlogPostSummary {
  const author = findAuthor(row.authorSlug);
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.coverImage ?? PLACEHOLDER_IMAGE_URL,
    author: author.name,
    authorImage: authorImageUrl(author.slug),
    date: storeDay(row.publishAt ?? row.createdAt),
    categories: row.categories,
    readTime: readTimeMinutes(markdownText(row.body)),
  };
}

/** The published articles, newest first; `now` is when the store looks (tests pass their own). */
export async function listBlogPostSummaries(options: { now?: Date; db?: Database } = {}): Promise<BlogPostSummary[]> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select()
    .from(blogPosts)
    .where(published(options.now ?? new Date()))
    .orderBy(desc(blogPosts.publishAt), blogPosts.title);
  return rows.map(toSummary);
}

/** One published article with its text rendered; undefined for a draft, a scheduled one or an unknown address. */
export async function getBlogPost(options: { slug: string; now?: Date; db?: Database }): Promise<BlogPost | undefined> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, options.slug), published(options.now ?? new Date())))
    .limit(1);
  if (!row) return undefined;
  return {
    ...toSummary(row),
    authorRole: findAuthor(row.authorSlug).role,
    html: renderMarkdown(row.body),
    relatedProducts: row.relatedProducts,
    relatedCategories: row.relatedCategories,
  };
}

/** The published articles' addresses with their last change, for the sitemap. */
export async function listBlogPostAddresses(
  options: { now?: Date; db?: Database } = {},
): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = options.db ?? (await getDb());
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published(options.now ?? new Date()))
    .orderBy(desc(blogPosts.publishAt), blogPosts.title);
}
