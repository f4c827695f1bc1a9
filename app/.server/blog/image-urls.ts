/** Where the blog's drawn images are served from (files under DATA_DIR/images/blog, made by images.ts). */
export function coverImageUrl(postSlug: string): string {
  return `/images/blog/${postSlug}.png`;
}

export function authorImageUrl(authorSlug: string): string {
  return `/images/blog/authors/${authorSlug}.png`;
}
