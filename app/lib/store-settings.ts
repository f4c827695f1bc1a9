/** Settings the owner changes in the back office (decision 169); the defaults are the store's rules as built. */

export const REVIEW_MODERATION_MODES = ["publish", "hold"] as const;
export type ReviewModeration = (typeof REVIEW_MODERATION_MODES)[number];

export const REVIEW_MODERATION_LABELS: Record<ReviewModeration, string> = {
  publish: "Publish new reviews at once",
  hold: "Hold new reviews until approved",
};

export type StoreSettings = { reviewModeration: ReviewModeration };

export const STORE_SETTING_DEFAULTS: StoreSettings = { reviewModeration: "publish" };
