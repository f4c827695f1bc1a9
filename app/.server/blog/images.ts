import { type ImageJob, renderImages } from "../seed/images/render";
import { avatarArtwork, coverArtwork } from "./artwork";
import { BLOG_AUTHORS } from "./authors";
import { authorImageUrl, coverImageUrl } from "./image-urls";
import { listBlogPosts } from "./posts";

/** Every image the blog refers to: one cover per article and one picture per author. */
export async function blogImageJobs(): Promise<ImageJob[]> {
  const posts = await listBlogPosts();
  return [
    ...posts.map((post) => ({ url: coverImageUrl(post.slug), svg: () => coverArtwork(post.cover) })),
    ...BLOG_AUTHORS.map((author) => ({ url: authorImageUrl(author.slug), svg: () => avatarArtwork(author) })),
  ];
}

/**
 * Draws the blog's covers and author pictures into imagesDir/blog (files already there are kept), like the
 * seed does for product shots. Called by the seed.
 */
export async function writeBlogImages(options: { imagesDir: string }): Promise<{ written: number; skipped: number }> {
  return renderImages({ imagesDir: options.imagesDir, jobs: await blogImageJobs() });
}
