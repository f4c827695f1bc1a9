import type { BlogAuthorSlug } from "./blog-authors";
import type { CategorySlug } from "./catalog";
import type { FieldErrors } from "./forms";

/** The back office's blog: what an article holds, where it stands, and what its pages answer. */

export const BLOG_TEXT_MAX = {
  title: 120,
  slug: 100,
  excerpt: 300,
  body: 100_000,
  category: 30,
} as const;

export const MAX_BLOG_CATEGORIES = 5;
export const MAX_RELATED_PRODUCTS = 8;

/** Draft: only the back office sees it. Scheduled: the store shows it from its time. Published: shown now. */
export const BLOG_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** Where an article with this publication time stands at `now`. */
export function blogStatus(publishAt: Date | null, now: Date): BlogStatus {
  if (publishAt === null) return "draft";
  return publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** An article as the editor's form reads it. `publishAt` is on the store's clock, and set only when scheduled. */
export type BlogPostDraft = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  author: BlogAuthorSlug;
  categories: string[];
  relatedProducts: string[];
  relatedCategories: CategorySlug[];
  status: BlogStatus;
  publishAt: string | null;
};

/** An article in the editor: the form's fields, its cover and when it went or goes out. */
export type EditableBlogPost = Omit<BlogPostDraft, "status" | "publishAt"> & {
  id: string;
  coverImage: string | null;
  publishAt: Date | null;
  updatedAt: Date;
};

/** A row of the back office's list of articles. */
export type AdminBlogPostRow = {
  id: string;
  slug: string;
  title: string;
  author: string;
  publishAt: Date | null;
  updatedAt: Date;
};

export const BLOG_LIST_STATES = ["all", ...BLOG_STATUSES] as const;
export type BlogListState = (typeof BLOG_LIST_STATES)[number];

export const BLOG_LIST_STATE_LABELS: Record<BlogListState, string> = {
  all: "All",
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

/** Field name of one related category's checkbox: each has its own, so the form reads as one flat record. */
export function relatedCategoryFieldName(slug: string): string {
  return `relatedCategory:${slug}`;
}

/** What the editor's actions answer: field errors of the form sent, an error, or what was done. */
export type BlogEditorActionData = { fieldErrors?: FieldErrors; error?: string; done?: string };
