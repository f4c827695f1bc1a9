import { requireStaff } from "~/.server/admin/require-staff";
import { listBlogPostsForAdmin } from "~/.server/blog/admin-posts";
import { BlogPostsPage } from "~/components/admin/blog-posts-page";
import { blogListQuerySchema } from "~/lib/blog-editor.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/blog";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Blog · Back office") }, { name: "robots", content: "noindex" }];
}

/** The blog's articles, owners only: what the store publishes under its name is theirs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/blog" });
  const { state } = blogListQuerySchema.parse({ state: new URL(request.url).searchParams.get("state") ?? undefined });
  const now = new Date();
  return { state, now, posts: await listBlogPostsForAdmin({ state, page: readPageQuery(request), now }) };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogPostsPage {...loaderData} />;
}
