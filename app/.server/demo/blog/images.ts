import { BLOG_AUTHORS } from "../../blog/authors";
import { authorImageUrl, coverImageUrl } from "../../blog/image-urls";
import { listBlogPosts } from "../../blog/posts";
import type { ImageJob } from "../artwork/render";
import { avatarArtwork, coverArtwork } from "./artwork";

/** Every image the blog refers to: one cover per article and one picture per author. */
export async function blogImageJobs(): Promise<ImageJob[]> {
  const posts = await listBlogPosts();
  return [
    ...posts.map((post) => ({ url: coverImageUrl(post.slug), svg: () => coverArtwork(post.cover) })),
    ...BLOG_AUTHORS.map((author) => ({ url: authorImageUrl(author.slug), svg: () => avatarArtwork(author) })),
  ];
}
