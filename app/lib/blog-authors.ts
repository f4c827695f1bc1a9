/** The people who write for the blog; each article names one, and the editor offers them. */
export type BlogAuthor = { slug: string; name: string; role: string; colour: string };

export const BLOG_AUTHORS = [
  { slug: "jordan-ellis", name: "Jordan Ellis", role: "Product education lead", colour: "#0e7490" },
  { slug: "priya-natarajan", name: "Priya Natarajan", role: "Sports nutrition writer", colour: "#9333ea" },
  { slug: "marcus-reed", name: "Marcus Reed", role: "Strength coach and editor", colour: "#b45309" },
] as const satisfies readonly BlogAuthor[];

export type BlogAuthorSlug = (typeof BLOG_AUTHORS)[number]["slug"];

export const BLOG_AUTHOR_SLUGS = BLOG_AUTHORS.map((author) => author.slug) as [BlogAuthorSlug, ...BlogAuthorSlug[]];

/** An article's author; the editor writes only the slugs above, so another is a defect. */
export function findAuthor(slug: string): (typeof BLOG_AUTHORS)[number] {
  const author = BLOG_AUTHORS.find((each) => each.slug === slug);
  if (!author) throw new Error(`Unknown blog author ${slug}`);
  return author;
}
