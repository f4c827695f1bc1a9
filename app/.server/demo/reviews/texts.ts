import { z } from "zod";
import { type ReviewInput, reviewInputSchema } from "~/lib/reviews.schema";
import texts from "./texts.json" with { type: "json" };

/** Reviewer names and review texts by product form; each pool has one 3-star review at most. */
const reviewTextsSchema = z.object({
  reviewers: z.array(z.string().min(1)).min(4),
  powder: z.array(reviewInputSchema).min(4),
  capsule: z.array(reviewInputSchema).min(4),
});

const { reviewers, ...byForm } = reviewTextsSchema.parse(texts);

/** The demo store's reviewers: accounts without a password, so nobody can sign in as them. */
export const DEMO_REVIEWERS = reviewers.map((name, index) => ({
  id: `demo-reviewer-${index + 1}`,
  name,
  email: `demo-reviewer-${index + 1}@charge-supplements.example`,
}));

/** Any two or more reviews drawn from one pool average at least 3.5 stars. */
export const DEMO_REVIEW_TEXTS: Record<"powder" | "capsule", readonly ReviewInput[]> = byForm;
