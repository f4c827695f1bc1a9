/** The back office's product photos: what an upload may carry, and what its page answers. */

/** Each photo's bytes as sent; the stored original is re-encoded and smaller. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** One upload's body: a few photos from a phone at once. */
export const PHOTO_UPLOAD_LIMIT_BYTES = 32 * 1024 * 1024;

/** The stored original's longest side: more than any page shows at 2x. */
export const PHOTO_MAX_SIDE = 2400;

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** The longest alt text a photo takes: a sentence, as screen readers read it. */
export const PHOTO_ALT_MAX = 200;

/** A photo's alt text: the owner's words for it, else `fallback` (the product's name). */
export function photoAlt(alts: Record<string, string>, image: string | undefined, fallback: string): string {
  return (image !== undefined && Object.hasOwn(alts, image) && alts[image]) || fallback;
}

export type PhotoRejection = { name: string; reason: string };

/** Why a file is refused, after its name: the same words for product photos, covers and category pictures. */
export const PHOTO_REASONS = {
  tooLarge: `is over ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  notPhoto: "is not a photo the store can read: send a JPEG, PNG, WebP or AVIF.",
} as const;

export type PhotosActionData = { done?: string; error?: string; rejected?: PhotoRejection[] };
