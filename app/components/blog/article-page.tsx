import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "~/components/content/prose";
import { ProductCard } from "~/components/product/product-card";
import type { BlogPostSummary } from "~/lib/blog";
import { formatLongDate } from "~/lib/long-date";
import type { ProductCardData } from "~/lib/product";
import { AuthorAvatar, BlogCover } from "./blog-images";

export type ArticleData = BlogPostSummary & { html: string; authorRole: string };

/** /blog/{slug} (docs/product.md#blog): the article rendered from Markdown, then the products it talks about. */
export function ArticlePage({ post, relatedProducts }: { post: ArticleData; relatedProducts: ProductCardData[] }) {
  return (
    <>
      <article className="container-page py-8 md:py-12">
        <div className="mx-auto max-w-3xl">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 text-sm font-semibold text-muted-foreground hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back to Blog
          </Link>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Categories">
            {post.categories.map((category) => (
              <li key={category}>
                <Link
                  to={`/blog?category=${encodeURIComponent(category)}`}
                  className="inline-block rounded-full bg-brand/10 px-3 py-1 text-xs font-semibold text-brand-dark hover:bg-brand/20"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 font-display text-3xl leading-tight font-black text-balance md:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">{post.excerpt}</p>
          <div className="mt-6 flex items-center gap-3 text-sm">
            <AuthorAvatar src={post.authorImage} size={44} />
            <div>
              <p className="font-semibold">
                {post.author}
                <span className="font-normal text-muted-foreground"> · {post.authorRole}</span>
              </p>
              <p className="text-muted-foreground">
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                <span aria-hidden="true"> · </span>
                <span>{post.readTime} min read</span>
              </p>
            </div>
          </div>
        </div>
        <div className="mx-auto mt-8 max-w-5xl overflow-hidden rounded-2xl border border-border">
          <BlogCover src={post.image} alt="" width={1000} priority />
        </div>
        <Prose html={post.html} className="mx-auto mt-10 max-w-3xl md:mt-12" />
      </article>
      {relatedProducts.length > 0 && (
        <section aria-labelledby="related-products" className="border-t border-border bg-muted/40">
          <div className="container-page py-10 md:py-14">
            <div className="mx-auto max-w-5xl">
              <h2 id="related-products" className="font-display text-2xl font-black">
                Products in this article
              </h2>
              <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
                {relatedProducts.map((product) => (
                  <li key={product.id} className="grid">
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
