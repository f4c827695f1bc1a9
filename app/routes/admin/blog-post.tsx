import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getEditableBlogPost } from "~/.server/blog/admin-posts";
import { updateBlogPost } from "~/.server/blog/save-post";
import { BlogEditorPage } from "~/components/admin/blog-editor-page";
import { type BlogEditorActionData, blogStatus } from "~/lib/blog-editor";
import { pageTitle } from "~/lib/site";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/blog-post";
import { readBlogPostForm } from "./blog-post-form.server";

const NOT_FOUND = "This article was not found.";

const SAVED: Record<ReturnType<typeof blogStatus>, (title: string) => string> = {
  draft: (title) => `“${title}” is saved as a draft.`,
  scheduled: (title) => `“${title}” is saved and scheduled.`,
  published: (title) => `“${title}” is saved and published.`,
};

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.post.title ?? "Article";
  return [{ title: pageTitle(`${title} · Blog · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/blog/:postId" });
  const post = await getEditableBlogPost({ postId: params.postId });
  if (!post) throw data(NOT_FOUND, { status: 404 });
  return {
    post,
    status: blogStatus(post.publishAt, new Date()),
    created: new URL(request.url).searchParams.has("created"),
  };
}

/** Saves the article: its text, cover and where it stands. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/blog/:postId" });
  if (!UUID_PATTERN.test(params.postId)) return data<BlogEditorActionData>({ error: NOT_FOUND }, { status: 404 });
  const form = await readBlogPostForm(request);
  if (!form.ok) return data<BlogEditorActionData>(form.answer, { status: 400 });
  const saved = await updateBlogPost({
    postId: params.postId,
    draft: form.draft,
    cover: form.cover,
    actor: { userId: member.userId, email: member.email },
  });
  if (!saved.ok) {
    return "notFound" in saved
      ? data<BlogEditorActionData>({ error: NOT_FOUND }, { status: 404 })
      : data<BlogEditorActionData>({ fieldErrors: saved.fieldErrors }, { status: 409 });
  }
  return data<BlogEditorActionData>({ done: SAVED[saved.status](form.draft.title) });
}

export default function AdminBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogEditorPage {...loaderData} result={actionData} />;
}
