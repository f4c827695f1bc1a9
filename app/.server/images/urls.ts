/** Image URLs live under this prefix; the rest of the path is the original's key in the image store. */
const IMAGES_PREFIX = "/images/";

export const PLACEHOLDER_IMAGE_URL = `${IMAGES_PREFIX}placeholder.png`;

export function productImageUrl(slug: string, shot: number): string {
  return `${IMAGES_PREFIX}products/${slug}-${shot}.png`;
}

/** A photo uploaded in the back office: WebP, under a name no other photo had. */
export function uploadedPhotoUrl(slug: string, id: string): string {
  return `${IMAGES_PREFIX}products/${slug}-${id}.webp`;
}

/** An article's cover uploaded in the back office: WebP, under a name no other cover had. */
export function uploadedCoverUrl(postSlug: string, id: string): string {
  return `${IMAGES_PREFIX}blog/${postSlug}-${id}.webp`;
}

/** A category's tile picture or a brand's logo uploaded in the back office: WebP, under a new name. */
export function uploadedPictureUrl(folder: "categories" | "brands", slug: string, id: string): string {
  return `${IMAGES_PREFIX}${folder}/${slug}-${id}.webp`;
}

export function brandLogoUrl(slug: string): string {
  return `${IMAGES_PREFIX}brands/${slug}.png`;
}

export function categoryImageUrl(slug: string): string {
  return `${IMAGES_PREFIX}categories/${slug}.png`;
}

export function imageKeyOfUrl(url: string): string {
  if (!url.startsWith(IMAGES_PREFIX)) throw new Error(`Not a store image URL: ${url}`);
  return url.slice(IMAGES_PREFIX.length);
}
