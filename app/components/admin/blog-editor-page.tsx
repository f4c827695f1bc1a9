import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { StateBadge } from "~/components/ui/state-badge";
import {
  BLOG_STATUS_LABELS,
  type BlogEditorActionData,
  type BlogStatus,
  type EditableBlogPost,
} from "~/lib/blog-editor";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminBackLink, AdminPageHeading } from "./admin-table";
import { BlogPostForm } from "./blog-post-form";
import { BLOG_STATUS_TONES } from "./blog-posts-page";

type Props = {
  /** null: a new article. */
  post: EditableBlogPost | null;
  status: BlogStatus;
  /** Set once, on the page the new-article form lands on. */
  created: boolean;
  result: BlogEditorActionData | undefined;
};

function standing(post: EditableBlogPost, status: BlogStatus): ReactNode {
  if (status === "draft") return "A draft: only the back office sees it.";
  const when = post.publishAt ? formatStoreDateTime(post.publishAt) : "";
  if (status === "scheduled") return `Scheduled: the store shows it from ${when}.`;
  return (
    <>
      Published {when} at{" "}
      <Link to={`/blog/${post.slug}`} className="underline underline-offset-2">
        /blog/{post.slug}
      </Link>
    </>
  );
}

/** One article in the editor, or a new one: where it stands, and the form. */
export function BlogEditorPage({ post, status, created, result }: Props) {
  return (
    <>
      <AdminBackLink to="/admin/blog">Blog</AdminBackLink>
      <AdminPageHeading title={post ? post.title : "Write an article"}>
        {post ? standing(post, status) : "Save it as a draft until it is ready; the preview shows it as shoppers will."}
      </AdminPageHeading>
      {post && <StateBadge label={BLOG_STATUS_LABELS[status]} tone={BLOG_STATUS_TONES[status]} />}
      <div className="mt-4 grid gap-3" aria-live="polite">
        {created && !result && post && <FormAlert tone="success">“{post.title}” is saved.</FormAlert>}
        {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
        {result?.error && <FormAlert>{result.error}</FormAlert>}
        {result?.fieldErrors && (
          <FormAlert>Some fields need a change before the article can be saved: see the messages below.</FormAlert>
        )}
      </div>
      <div className="mt-6">
        {/* A new key after each save: the fields show what was stored, not what the form last held. */}
        <BlogPostForm
          key={post ? `${post.id}:${post.updatedAt.toISOString()}` : "new"}
          post={post}
          status={status}
          serverErrors={result?.fieldErrors}
        />
      </div>
    </>
  );
}
