import { listBlogPosts } from "../blog/posts";
import type { SitemapEntry } from "./sitemap-entries";

/** Blog articles for the sitemap, dated by their publication date. */
export async function listBlogPages(): Promise<SitemapEntry[]> {
  return (await listBlogPosts()).map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: new Date(`${post.date}T00:00:00Z`),
  }));
}
