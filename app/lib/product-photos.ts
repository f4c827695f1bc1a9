/** The back office's product photos (decision 174): what an upload may carry, and what its page answers. */

/** Each photo's bytes as sent; the stored original is re-encoded and smaller. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** One upload's body: a few photos from a phone at once. */
export const PHOTO_UPLOAD_LIMIT_BYTES = 32 * 1024 * 1024;

/** The stored original's longest side: more than any page shows at 2x. */
export const PHOTO_MAX_SIDE = 2400;

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

export type PhotoRejection = { name: string; reason: string };

export type PhotosActionData = { done?: string; error?: string; rejected?: PhotoRejection[] };
