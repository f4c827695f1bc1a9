/** Blog rules shared by the server and the browser (docs/product.md#blog). */

/** A post as the list and cards need it; `date` is an ISO date (yyyy-mm-dd). */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  authorImage: string;
  date: string;
  categories: string[];
  /** Minutes, computed from the article's text. */
  readTime: number;
};

export type BlogFilters = { query: string; category: string | null };

/** The label of the badge that clears the category filter. */
export const ALL_CATEGORIES = "All";

export const NO_POSTS_MESSAGE = "No articles found matching your criteria.";

const WORDS_PER_MINUTE = 200;

/** Reading time at ~200 words a minute, at least one minute. */
export function readTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Filters from the address (?q=, ?category=); 'All' or an empty value means no category. */
export function blogFiltersFromParams(params: URLSearchParams): BlogFilters {
  const category = params.get("category")?.trim() ?? "";
  return {
    query: params.get("q") ?? "",
    category: category && category !== ALL_CATEGORIES ? category : null,
  };
}

/** The address for a set of filters: empty filters are left out so the plain /blog stays canonical. */
export function blogFiltersToParams(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set("q", filters.query);
  if (filters.category) params.set("category", filters.category);
  return params;
}

/** Posts whose title or excerpt contains the query (case-insensitive) and that carry the category. */
export function filterPosts<Post extends BlogPostSummary>(posts: readonly Post[], filters: BlogFilters): Post[] {
  const needle = filters.query.trim().toLocaleLowerCase("en-US");
  return posts.filter(
    (post) =>
      (!needle ||
        post.title.toLocaleLowerCase("en-US").includes(needle) ||
        post.excerpt.toLocaleLowerCase("en-US").includes(needle)) &&
      (!filters.category || post.categories.includes(filters.category)),
  );
}

/** Every category used by a post, once each, sorted. */
export function blogCategories(posts: readonly BlogPostSummary[]): string[] {
  return [...new Set(posts.flatMap((post) => post.categories))].sort((a, b) => a.localeCompare(b, "en-US"));
}

const MINUTE_MS = 60_000;
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_TWO_MONTHS = 86_400;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** Whole calendar months from `earlier` to `later`. */
function monthsBetween(earlier: Date, later: Date): number {
  const months =
    (later.getUTCFullYear() - earlier.getUTCFullYear()) * 12 + (later.getUTCMonth() - earlier.getUTCMonth());
  return later.getUTCDate() < earlier.getUTCDate() ? months - 1 : months;
}

/**
 * How long ago a date was, in words: 'about 2 months ago', '5 days ago', 'over 1 year ago'. The bands are
 * the familiar ones of date-fns' formatDistance, so the wording reads like other sites. A date in the future
 * (a clock out of step) reads as just now.
 */
export function relativeDate(date: Date, now: Date): string {
  const minutes = Math.max(0, (now.getTime() - date.getTime()) / MINUTE_MS);
  return `${distanceInWords(date, now, minutes)} ago`;
}

function distanceInWords(date: Date, now: Date, minutes: number): string {
  if (minutes < 0.5) return "less than a minute";
  if (minutes < 1.5) return "1 minute";
  if (minutes < 45) return plural(Math.round(minutes), "minute");
  if (minutes < 90) return "about 1 hour";
  if (minutes < MINUTES_IN_DAY) return `about ${plural(Math.round(minutes / 60), "hour")}`;
  if (minutes < 2520) return "1 day";
  if (minutes < MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_DAY), "day");
  if (minutes < MINUTES_IN_TWO_MONTHS) return `about ${plural(Math.round(minutes / MINUTES_IN_MONTH), "month")}`;
  const months = monthsBetween(date, now);
  if (months < 12) return plural(Math.max(2, months), "month");
  const years = Math.floor(months / 12);
  const remainder = months % 12;
  if (remainder < 3) return `about ${plural(years, "year")}`;
  if (remainder < 9) return `over ${plural(years, "year")}`;
  return `almost ${plural(years + 1, "year")}`;
}

/** schema.org Article for an article page; `origin` is the store's public origin. */
export function articleJsonLd(
  post: Pick<BlogPostSummary, "slug" | "title" | "excerpt" | "image" | "author" | "date">,
  options: { origin: string; publisher: string },
) {
  const absolute = (path: string) => new URL(path, options.origin).toString();
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      image: [absolute(post.image)],
      datePublished: post.date,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: options.publisher },
      mainEntityOfPage: absolute(`/blog/${post.slug}`),
    },
  };
}
