import { count, desc, eq, gt, isNull, lte, type SQL } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { blogPosts } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, adminPageCount, type Paged } from "~/lib/admin";
import { findAuthor } from "~/lib/blog-authors";
import type { AdminBlogPostRow, BlogListState, EditableBlogPost } from "~/lib/blog-editor";
import { UUID_PATTERN } from "~/lib/uuid";

function stateCondition(state: BlogListState, now: Date): SQL | undefined {
  if (state === "draft") return isNull(blogPosts.publishAt);
  if (state === "scheduled") return gt(blogPosts.publishAt, now);
  if (state === "published") return lte(blogPosts.publishAt, now);
  return undefined;
}

/** The back office's articles, the last edited first, by where they stand. */
export async function listBlogPostsForAdmin(options: {
  state: BlogListState;
  page: number;
  now?: Date;
  db?: Database;
}): Promise<Paged<AdminBlogPostRow>> {
  const db = options.db ?? (await getDb());
  const where = stateCondition(options.state, options.now ?? new Date());
  const [total] = await db.select({ value: count() }).from(blogPosts).where(where);
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      authorSlug: blogPosts.authorSlug,
      publishAt: blogPosts.publishAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.updatedAt), blogPosts.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map(({ authorSlug, ...row }) => ({ ...row, author: findAuthor(authorSlug).name }));
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}

/** One article as the editor shows it; null for an address that is not one. */
export async function getEditableBlogPost(options: {
  postId: string;
  db?: Database;
}): Promise<EditableBlogPost | null> {
  if (!UUID_PATTERN.test(options.postId)) return null;
  const db = options.db ?? (await getDb());
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, options.postId));
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    author: findAuthor(row.authorSlug).slug,
    categories: row.categories,
    relatedProducts: row.relatedProducts,
    relatedCategories: row.relatedCategories,
    coverImage: row.coverImage,
    publishAt: row.publishAt,
    updatedAt: row.updatedAt,
  };
}
