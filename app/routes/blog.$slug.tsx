import { data } from "react-router";
import { getBlogPost } from "~/.server/blog/posts";
import { getRelatedProducts } from "~/.server/blog/related-products";
import { ArticlePage } from "~/components/blog/article-page";
import { articleJsonLd } from "~/lib/blog";
import { readsNoQuery } from "~/lib/page-cache-params";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { pageTitle, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/blog.$slug";

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle("Article not found") }];
  const { post } = data;
  const origin = originFromMatches(matches);
  return [
    ...pageMeta({
      origin,
      path: `/blog/${post.slug}`,
      title: post.title,
      description: post.excerpt,
      image: post.image,
      type: "article",
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    articleJsonLd(post, { origin, publisher: SITE_NAME }),
  ];
}

export const pageCacheParams = readsNoQuery;

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getBlogPost({ slug: params.slug });
  if (!found) throw data("Article not found", { status: 404 });
  const { relatedProducts: slugs, relatedCategories, ...post } = found;
  const relatedProducts = await getRelatedProducts({ slugs, categories: relatedCategories });
  return { post, relatedProducts };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage post={loaderData.post} relatedProducts={loaderData.relatedProducts} />;
}
