import type { FieldErrors } from "./forms";

/** Product reviews: shared by the form, the action and the pages; the schema is in reviews.schema.ts. */

/** The review form's field naming the reviewed product, by slug. */
export const REVIEW_PRODUCT_FIELD = "product";

export const REVIEW_LIMITS = { title: 120, body: 4000 } as const;

/** A review as pages show it. Dates are ISO strings; the text is shown as plain text, never as HTML. */
export type ReviewView = {
  id: string;
  rating: number;
  title: string;
  body: string;
  reviewer: string;
  verifiedPurchase: boolean;
  createdAt: string;
  /** Set when the review was changed after it was first posted. */
  editedAt: string | null;
  product: { slug: string; title: string; image: string | undefined };
  /** The shop's public answer, if it wrote one. */
  reply: string | null;
};

/** Published reviews are shown; held ones wait for the shop's approval; hidden ones the shop took down. */
export const REVIEW_STATUSES = ["held", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type RatingSummary = { average: number; count: number };

/**
 * A product's summary from its own row: every review change recomputes `rating` (rounded to hundredths) and
 * `reviewCount` from its published reviews in the same transaction, so its page needs no count of its own and shows
 * the figure its card shows.
 */
export function ratingSummaryOf(product: { rating: number; reviewCount: number }): RatingSummary {
  return { average: product.rating, count: product.reviewCount };
}

/** A page of /reviews: all reviews or one product's, newest first. */
export type ReviewsPageData = {
  reviews: ReviewView[];
  summary: RatingSummary;
  /** Set when the list is one product's reviews (?product=). */
  product: { slug: string; title: string } | null;
  page: number;
  hasNextPage: boolean;
};

/** What the review form needs to know about the shopper looking at a product. */
export type ReviewViewer =
  | { status: "signed-out" }
  | {
      status: "signed-in";
      ownReview: (Pick<ReviewView, "rating" | "title" | "body"> & { status: ReviewStatus }) | null;
    };

/**
 * How a reviewer is named in public: first name and last initial ('Dana R.'), never the e-mail address.
 * A name that looks like an address, or none, is 'Customer'.
 */
export function reviewerName(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first || first.includes("@")) return "Customer";
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

/** The review actions' answers. */
export type ReviewActionResult =
  | { status: "saved" }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "error"; message: string };
