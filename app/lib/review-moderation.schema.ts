import { z } from "zod";
import { REVIEW_REPLY_MAX } from "./review-moderation";
import { REVIEW_STATUSES } from "./reviews";
import { storeSettingSchemas } from "./store-settings.schema";

/** ?status= of the reviews list: absent means those awaiting approval, "all" every one. */
export const reviewListQuerySchema = z.object({
  status: z.enum([...REVIEW_STATUSES, "all"], { error: "There is no such list of reviews." }).default("held"),
});

const reviewId = z.uuid({ error: "That review no longer exists." });

/** The reviews page's forms: one action on one review, its public reply, or the owner's moderation rule. */
export const reviewModerationFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["publish", "hide", "delete"]), reviewId }),
    z.object({
      intent: z.literal("reply"),
      reviewId,
      // Empty takes the reply down.
      reply: z.string().trim().max(REVIEW_REPLY_MAX, `Please keep the reply under ${REVIEW_REPLY_MAX} characters.`),
    }),
    z.object({ intent: z.literal("moderation"), reviewModeration: storeSettingSchemas.reviewModeration }),
  ],
  { error: "That is not something this page can do." },
);
