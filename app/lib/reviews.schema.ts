import { z } from "zod";
import { REVIEW_LIMITS } from "./reviews";

/** The one schema of the review form: the browser checks with it before sending, the action after. */
export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: "Please choose a rating from 1 to 5 stars." })
    .int("Please choose a rating from 1 to 5 stars.")
    .min(1, "Please choose a rating from 1 to 5 stars.")
    .max(5, "Please choose a rating from 1 to 5 stars."),
  title: z
    .string()
    .trim()
    .min(1, "Please give your review a title.")
    .max(REVIEW_LIMITS.title, `Please keep the title under ${REVIEW_LIMITS.title} characters.`),
  body: z
    .string()
    .trim()
    .min(10, "Please write at least 10 characters about the product.")
    .max(REVIEW_LIMITS.body, `Please keep your review under ${REVIEW_LIMITS.body} characters.`),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
