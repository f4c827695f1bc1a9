/** Where the blog's drawn images are served from (keys blog/… in the image store, drawn by demo/blog/images.ts). */
export function coverImageUrl(postSlug: string): string {
  return `/images/blog/${postSlug}.png`;
}

export function authorImageUrl(authorSlug: string): string {
  return `/images/blog/authors/${authorSlug}.png`;
}
