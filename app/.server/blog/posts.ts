import { z } from "zod";
import { type BlogPostSummary, readTimeMinutes } from "~/lib/blog";
import { CATEGORIES, type CategorySlug } from "~/lib/catalog";
import { BLOG_AUTHOR_SLUGS, findAuthor } from "./authors";
import { loadOnceInProduction, type MarkdownFile, readMarkdownFiles } from "./content-files";
import { authorImageUrl, coverImageUrl } from "./image-urls";
import { markdownText, renderMarkdown } from "./markdown";

const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

/** How an article's cover is drawn (app/.server/demo/blog/artwork.ts). */
const coverSchema = z.object({
  /** The word on the drawn container's label, e.g. "Creatine". */
  label: z.string().min(1).max(14),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  shape: z.enum(["tub", "bottle", "bag"]),
});

export type BlogCover = z.infer<typeof coverSchema>;

/** What an article's front matter must say; a mistake stops the page with the file's name. */
const frontMatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1).max(300),
  date: z.iso.date(),
  author: z.enum(BLOG_AUTHOR_SLUGS),
  categories: z.array(z.string().min(1)).min(1),
  /** Products the article links to, by slug, in order. */
  relatedProducts: z.array(z.string().min(1)).default([]),
  /** Categories whose best sellers fill the related products up to four. */
  relatedCategories: z.array(z.enum(CATEGORY_SLUGS)).default([]),
  cover: coverSchema,
});

export type BlogPost = BlogPostSummary & {
  html: string;
  authorRole: string;
  relatedProducts: string[];
  relatedCategories: CategorySlug[];
  cover: BlogCover;
};

function toPost(file: MarkdownFile): BlogPost {
  const parsed = frontMatterSchema.safeParse(file.data);
  if (!parsed.success) throw new Error(`content/blog/${file.slug}.md: ${z.prettifyError(parsed.error)}`);
  const { author: authorSlug, ...meta } = parsed.data;
  const author = findAuthor(authorSlug);
  return {
    ...meta,
    slug: file.slug,
    image: coverImageUrl(file.slug),
    author: author.name,
    authorRole: author.role,
    authorImage: authorImageUrl(author.slug),
    readTime: readTimeMinutes(markdownText(file.body)),
    html: renderMarkdown(file.body),
  };
}

const loadPosts = loadOnceInProduction(async () => {
  const files = await readMarkdownFiles("blog");
  return files.map(toPost).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
});

/** Every article, newest first. */
export function listBlogPosts(): Promise<BlogPost[]> {
  return loadPosts();
}

/** The cards' data: the articles without their text. */
export async function listBlogPostSummaries(): Promise<BlogPostSummary[]> {
  return (await loadPosts()).map(
    ({ slug, title, excerpt, image, author, authorImage, date, categories, readTime }) => ({
      slug,
      title,
      excerpt,
      image,
      author,
      authorImage,
      date,
      categories,
      readTime,
    }),
  );
}

export async function getBlogPost(slug: string): Promise<BlogPost | undefined> {
  return (await loadPosts()).find((post) => post.slug === slug);
}
