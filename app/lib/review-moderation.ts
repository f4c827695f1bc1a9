import type { ReviewStatus } from "./reviews";

/** The back office's review moderation. */

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  held: "Awaiting approval",
  published: "Published",
  hidden: "Hidden",
};

export const REVIEW_REPLY_MAX = 2000;

export type ModeratedReview = {
  id: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  reply: string | null;
  reviewerName: string;
  reviewerEmail: string;
  product: { slug: string; title: string };
  createdAt: Date;
};

export type ReviewStatusCounts = Record<ReviewStatus, number>;

export type ReviewModerationActionData = { error?: string; done?: string };
