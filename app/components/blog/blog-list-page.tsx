import { type BlogPostSummary, blogCategories, filterPosts, NO_POSTS_MESSAGE } from "~/lib/blog";
import { BlogCard } from "./blog-card";
import { BlogFilters } from "./blog-filters";
import { useBlogFilters } from "./use-blog-filters";

/** The first row's covers load eagerly: they are what the shopper sees first. */
const EAGER_IMAGES = 3;

/** /blog (docs/product.md#blog): search, category badges and the grid of article cards. */
export function BlogListPage({ posts, now }: { posts: readonly BlogPostSummary[]; now: string }) {
  const { filters, setQuery, setCategory } = useBlogFilters();
  const shown = filterPosts(posts, filters);
  const nowDate = new Date(now);
  return (
    <div className="container-page py-10 md:py-14">
      <header className="max-w-2xl">
        <h1 className="font-display text-3xl font-black md:text-4xl">Blog &amp; Articles</h1>
        <p className="mt-3 text-muted-foreground">
          Evidence-based guides to supplements, training and nutrition from the Charge Supplements team.
        </p>
      </header>
      <div className="mt-8">
        <BlogFilters
          filters={filters}
          categories={blogCategories(posts)}
          onQueryChange={setQuery}
          onCategoryChange={setCategory}
        />
      </div>
      <div aria-live="polite" className="mt-8">
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-6 py-16 text-center text-muted-foreground">
            {NO_POSTS_MESSAGE}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, index) => (
              <li key={post.slug}>
                <BlogCard post={post} now={nowDate} priority={index < EAGER_IMAGES} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
