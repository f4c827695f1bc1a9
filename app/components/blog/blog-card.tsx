import { Link } from "react-router";
import { type BlogPostSummary, relativeDate } from "~/lib/blog";
import { AuthorAvatar, BlogCover } from "./blog-images";

/** A post in the blog grid: the whole card links to the article. */
export function BlogCard({ post, now, priority }: { post: BlogPostSummary; now: Date; priority?: boolean }) {
  const [category] = post.categories;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm transition-shadow hover:shadow-lg">
      <div className="overflow-hidden">
        <BlogCover
          src={post.image}
          alt=""
          width={400}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {category && (
            <span className="rounded-full bg-brand/10 px-2.5 py-0.5 font-semibold text-brand-dark">{category}</span>
          )}
          <time dateTime={post.date}>{relativeDate(new Date(`${post.date}T00:00:00Z`), now)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readTime} min read</span>
        </p>
        <h2 className="text-lg leading-snug font-bold">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:text-brand-dark focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:ring-2 after:focus-visible:ring-ring"
          >
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto flex items-center gap-3 border-t border-border pt-4 text-sm font-semibold">
          <AuthorAvatar src={post.authorImage} size={32} />
          {post.author}
        </p>
      </div>
    </article>
  );
}
