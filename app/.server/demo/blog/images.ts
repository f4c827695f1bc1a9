import { authorImageUrl, coverImageUrl } from "~/.server/blog/image-urls";
import { listStoreArticles } from "~/.server/blog/store-articles";
import { BLOG_AUTHORS } from "~/lib/blog-authors";
import type { ImageJob } from "../artwork/render";
import { avatarArtwork, coverArtwork } from "./artwork";

/** The blog's drawn images: a cover for each of the store's own articles and a picture per author. */
export async function blogImageJobs(): Promise<ImageJob[]> {
  const articles = await listStoreArticles();
  return [
    ...articles.map((article) => ({ url: coverImageUrl(article.slug), svg: () => coverArtwork(article.cover) })),
    ...BLOG_AUTHORS.map((author) => ({ url: authorImageUrl(author.slug), svg: () => avatarArtwork(author) })),
  ];
}
