import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  type BlogPostSummary,
  blogCategories,
  blogFiltersFromParams,
  blogFiltersToParams,
  filterPosts,
  readTimeMinutes,
  relativeDate,
} from "~/lib/blog";
import { formatLongDate } from "~/lib/long-date";

function post(changes: Partial<BlogPostSummary>): BlogPostSummary {
  return {
    slug: "a",
    title: "A title",
    excerpt: "An excerpt.",
    image: "/images/blog/a.png",
    author: "Jordan Ellis",
    authorImage: "/images/blog/authors/jordan-ellis.png",
    date: "2026-01-01",
    categories: ["Nutrition"],
    readTime: 3,
    ...changes,
  };
}

const posts = [
  post({ slug: "creatine", title: "Creatine: What the Research Says", categories: ["Supplements", "Research"] }),
  post({ slug: "pre", title: "How to Choose a Pre-Workout", excerpt: "Caffeine and more.", categories: ["Training"] }),
  post({
    slug: "protein",
    title: "Protein Timing",
    excerpt: "How much CREATINE? None here.",
    categories: ["Nutrition"],
  }),
];

describe("filterPosts", () => {
  it("matches the title or the excerpt, ignoring case and surrounding spaces", () => {
    expect(filterPosts(posts, { query: "  creatine ", category: null }).map((p) => p.slug)).toEqual([
      "creatine",
      "protein",
    ]);
    expect(filterPosts(posts, { query: "caffeine", category: null }).map((p) => p.slug)).toEqual(["pre"]);
  });

  it("keeps only posts with the category, combined with the query", () => {
    expect(filterPosts(posts, { query: "", category: "Training" }).map((p) => p.slug)).toEqual(["pre"]);
    expect(filterPosts(posts, { query: "creatine", category: "Nutrition" }).map((p) => p.slug)).toEqual(["protein"]);
  });

  it("returns everything without filters and nothing when nothing matches", () => {
    expect(filterPosts(posts, { query: "", category: null })).toHaveLength(3);
    expect(filterPosts(posts, { query: "zzz", category: null })).toEqual([]);
  });
});

describe("blogCategories", () => {
  it("lists each category once, sorted", () => {
    expect(blogCategories(posts)).toEqual(["Nutrition", "Research", "Supplements", "Training"]);
  });
});

describe("filters in the address", () => {
  it("reads q and category; All or empty means no category", () => {
    expect(blogFiltersFromParams(new URLSearchParams("q=whey&category=Training"))).toEqual({
      query: "whey",
      category: "Training",
    });
    expect(blogFiltersFromParams(new URLSearchParams(`category=${ALL_CATEGORIES}`)).category).toBeNull();
    expect(blogFiltersFromParams(new URLSearchParams("category=")).category).toBeNull();
    expect(blogFiltersFromParams(new URLSearchParams(""))).toEqual({ query: "", category: null });
  });

  it("writes only the filters that are set", () => {
    expect(blogFiltersToParams({ query: "  ", category: null }).toString()).toBe("");
    expect(blogFiltersToParams({ query: "pre workout", category: "Training" }).toString()).toBe(
      "q=pre+workout&category=Training",
    );
  });
});

describe("readTimeMinutes", () => {
  it("counts words at 200 a minute, rounding up, at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(Array(200).fill("word").join(" "))).toBe(1);
    expect(readTimeMinutes(Array(201).fill("word").join(" "))).toBe(2);
    expect(readTimeMinutes(`${Array(600).fill("word").join(" ")} - — ·`)).toBe(3);
  });
});

describe("relativeDate", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (ms: number) => relativeDate(new Date(now.getTime() - ms), now);
  const MINUTE = 60_000;
  const DAY = 1440 * MINUTE;

  it("reads like 'about X ago' across the bands", () => {
    expect(ago(10_000)).toBe("less than a minute ago");
    expect(ago(MINUTE)).toBe("1 minute ago");
    expect(ago(30 * MINUTE)).toBe("30 minutes ago");
    expect(ago(60 * MINUTE)).toBe("about 1 hour ago");
    expect(ago(5 * 60 * MINUTE)).toBe("about 5 hours ago");
    expect(ago(DAY)).toBe("1 day ago");
    expect(ago(12 * DAY)).toBe("12 days ago");
    expect(ago(35 * DAY)).toBe("about 1 month ago");
    expect(relativeDate(new Date("2026-07-14T00:00:00Z"), now)).toBe("4 months ago");
    expect(relativeDate(new Date("2025-10-01T00:00:00Z"), now)).toBe("about 1 year ago");
    expect(relativeDate(new Date("2025-05-28T00:00:00Z"), now)).toBe("over 1 year ago");
    expect(relativeDate(new Date("2024-12-01T00:00:00Z"), now)).toBe("almost 2 years ago");
  });

  it("treats a date in the future as just now", () => {
    expect(relativeDate(new Date(now.getTime() + DAY), now)).toBe("less than a minute ago");
  });
});

describe("formatLongDate", () => {
  it("writes an ISO date in words whatever the time zone", () => {
    expect(formatLongDate("2025-05-28")).toBe("May 28, 2025");
  });
});
