import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { createBlogPost } from "~/.server/blog/save-post";
import { BlogEditorPage } from "~/components/admin/blog-editor-page";
import type { BlogEditorActionData } from "~/lib/blog-editor";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/blog-new";
import { readBlogPostForm } from "./blog-post-form.server";

export function meta() {
  return [{ title: pageTitle("Write an article · Back office") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/blog/new" });
  return null;
}

/** Adds the article and opens it in the editor. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/blog/new" });
  const form = await readBlogPostForm(request);
  if (!form.ok) return data<BlogEditorActionData>(form.answer, { status: 400 });
  const saved = await createBlogPost({
    draft: form.draft,
    cover: form.cover,
    actor: { userId: member.userId, email: member.email },
  });
  if (!saved.ok) return data<BlogEditorActionData>({ fieldErrors: saved.fieldErrors }, { status: 409 });
  return redirect(`/admin/blog/${saved.id}?created`);
}

export default function AdminNewBlogPost({ actionData }: Route.ComponentProps) {
  return <BlogEditorPage post={null} status="draft" created={false} result={actionData} />;
}
