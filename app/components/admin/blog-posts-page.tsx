import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { StateBadge, type StateTone } from "~/components/ui/state-badge";
import type { Paged } from "~/lib/admin";
import {
  type AdminBlogPostRow,
  BLOG_LIST_STATE_LABELS,
  BLOG_LIST_STATES,
  BLOG_STATUS_LABELS,
  type BlogListState,
  type BlogStatus,
  blogStatus,
} from "~/lib/blog-editor";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { EmptyListPage, Pagination } from "./pagination";
import { TabPills } from "./status-tabs";

type Props = { state: BlogListState; posts: Paged<AdminBlogPostRow>; now: Date };

export const BLOG_STATUS_TONES: Record<BlogStatus, StateTone> = {
  draft: "off",
  scheduled: "waiting",
  published: "done",
};

function listQuery(state: BlogListState): string {
  return state === "all" ? "" : `state=${state}`;
}

/** The blog as the owner writes it: every article, the last edited first, by where it stands. */
export function BlogPostsPage({ state, posts, now }: Props) {
  const query = listQuery(state);
  return (
    <>
      <AdminPageHeading title="Blog">
        Articles of the store's blog. A draft is seen only here; a scheduled article goes out by itself at its time.
      </AdminPageHeading>
      <div className="mb-4 flex justify-end">
        <Button asChild variant="ink" className="h-11">
          <Link to="/admin/blog/new">Write an article</Link>
        </Button>
      </div>
      <TabPills
        label="Which articles"
        tabs={BLOG_LIST_STATES.map((value) => {
          const query = listQuery(value);
          return {
            to: query ? `/admin/blog?${query}` : "/admin/blog",
            label: BLOG_LIST_STATE_LABELS[value],
            current: value === state,
          };
        })}
      />
      {posts.items.length === 0 ? (
        <EmptyListPage
          page={posts.page}
          pageCount={posts.pageCount}
          query={query}
          empty="No article is in this list."
        />
      ) : (
        <AdminTable label="Articles" head={["Article", "Author", "State", "Last edited"]}>
          {posts.items.map((post) => (
            <PostRow key={post.id} post={post} now={now} />
          ))}
        </AdminTable>
      )}
      <Pagination
        page={posts.page}
        pageCount={posts.pageCount}
        query={query}
        labels={{ previous: "Previous", next: "Next" }}
      />
    </>
  );
}

function PostRow({ post, now }: { post: AdminBlogPostRow; now: Date }) {
  const status = blogStatus(post.publishAt, now);
  return (
    <tr className="align-middle">
      <td className="px-3 py-2">
        <Link to={`/admin/blog/${post.id}`} className="font-semibold underline underline-offset-2">
          {post.title}
        </Link>
        <span className="block text-xs text-muted-foreground">/blog/{post.slug}</span>
      </td>
      <td className="px-3 py-2">{post.author}</td>
      <td className="px-3 py-2">
        <StateBadge label={BLOG_STATUS_LABELS[status]} tone={BLOG_STATUS_TONES[status]} />
        {post.publishAt && (
          <span className="block text-xs text-muted-foreground">{formatStoreDateTime(post.publishAt)}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-sm">{formatStoreDateTime(post.updatedAt)}</td>
    </tr>
  );
}
