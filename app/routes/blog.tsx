import type { ShouldRevalidateFunctionArgs } from "react-router";
import { listBlogPostSummaries } from "~/.server/blog/posts";
import { BlogListPage } from "~/components/blog/blog-list-page";
import { readsFirstOf } from "~/lib/page-cache-params";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    origin: originFromMatches(matches),
    path: "/blog",
    title: "Blog & Articles",
    description: "Evidence-based guides to supplements, training and nutrition from the Charge Supplements team.",
  });
}

// The search box and category badges render from ?q= and ?category=.
export const pageCacheParams = readsFirstOf("q", "category");

/** Every published article: the page filters them itself, from the address, on the server and in the browser. */
export async function loader() {
  return { posts: await listBlogPostSummaries(), now: new Date().toISOString() };
}

/** Typing in the search box changes only the address; the posts stay the same. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} now={loaderData.now} />;
}
