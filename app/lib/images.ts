import { isPlaceholderImage } from "./product";

/** Widths of docs/product.md#images: cards 400, featured strip 96, everything else 500. */
export const IMAGE_WIDTH = { card: 400, featured: 96, default: 500 } as const;

/** Our own images are resized by the server; anything else is used as given. */
function isResizable(src: string): boolean {
  return src.startsWith("/images/") && !isPlaceholderImage(src);
}

/** The URL of an image at a width (the image endpoint resizes and picks WebP/AVIF itself). */
export function imageUrl(src: string, width: number = IMAGE_WIDTH.default): string {
  return isResizable(src) ? `${src}?w=${width}` : src;
}

/** 1x and 2x candidates so sharp screens get crisp images. */
export function imageSrcSet(src: string, width: number): string | undefined {
  return isResizable(src) ? `${imageUrl(src, width)} 1x, ${imageUrl(src, width * 2)} 2x` : undefined;
}

/** Whether an image can be shown at all: placeholders and non-http(s)/relative sources show 'No Image'. */
export function isDisplayableImage(src: string | undefined): src is string {
  if (!src || isPlaceholderImage(src)) return false;
  return src.startsWith("/") || /^https?:\/\//.test(src);
}

/** Delays before the first and second retry of a failed image (docs/product.md#images). */
export const IMAGE_RETRY_DELAYS_MS = [1000, 2000] as const;
