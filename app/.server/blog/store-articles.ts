import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/.server/db";
import { blogPosts } from "~/.server/db/schema";
import { BLOG_AUTHOR_SLUGS } from "~/lib/blog-authors";
import { CATEGORIES, type CategorySlug } from "~/lib/catalog";
import { storeDaySchema } from "~/lib/store-time.schema";
import { type MarkdownFile, readMarkdownFiles } from "./content-files";
import { coverImageUrl } from "./image-urls";

/*
 * The store's own articles, kept in content/blog as Markdown with front matter. They are copied into the database
 * once, when it holds no article (decision 178), and the owner edits them there; their covers are drawn from the
 * front matter (app/.server/demo/blog).
 */

const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

/** How an article's cover is drawn (app/.server/demo/blog/artwork.ts). */
const coverSchema = z.object({
  /** The word on the drawn container's label, e.g. "Creatine". */
  label: z.string().min(1).max(14),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  shape: z.enum(["tub", "bottle", "bag"]),
});

export type BlogCover = z.infer<typeof coverSchema>;

/** What an article's front matter must say; a mistake stops the start with the file's name. */
const frontMatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1).max(300),
  date: storeDaySchema,
  author: z.enum(BLOG_AUTHOR_SLUGS),
  categories: z.array(z.string().min(1)).min(1),
  relatedProducts: z.array(z.string().min(1)).default([]),
  relatedCategories: z.array(z.enum(CATEGORY_SLUGS)).default([]),
  cover: coverSchema,
});

export type StoreArticle = z.infer<typeof frontMatterSchema> & { slug: string; body: string };

function toArticle(file: MarkdownFile): StoreArticle {
  const parsed = frontMatterSchema.safeParse(file.data);
  if (!parsed.success) throw new Error(`content/blog/${file.slug}.md: ${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, slug: file.slug, body: file.body };
}

/** The repository's articles, in file-name order. */
export async function listStoreArticles(): Promise<StoreArticle[]> {
  return (await readMarkdownFiles("blog")).map(toArticle);
}

/**
 * Copies the repository's articles into an empty blog, published on their dates (at noon UTC, morning in San Angelo,
 * so the day shown stays the file's). A blog that holds any article is left alone: those are the owner's now. Run by
 * every process at start, so two at once insert each article once.
 */
export async function importStoreArticles(options: { db: Database }): Promise<number> {
  const { db } = options;
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
  if ((existing?.count ?? 0) > 0) return 0;
  const articles = await listStoreArticles();
  const inserted = await db
    .insert(blogPosts)
    .values(
      articles.map((article) => {
        const publishAt = new Date(`${article.date}T12:00:00Z`);
        return {
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          body: article.body,
          authorSlug: article.author,
          categories: article.categories,
          relatedProducts: article.relatedProducts,
          relatedCategories: article.relatedCategories,
          coverImage: coverImageUrl(article.slug),
          publishAt,
          createdAt: publishAt,
          updatedAt: publishAt,
        };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return inserted.length;
}
