/** Lower-case words joined by hyphens: the slugs of demo products and of products imported from Square. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
