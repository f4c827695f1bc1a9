/** Widths the endpoint renders: 96 / 400 / 500 (docs/product.md#images) and their 2x versions (app/lib/images.ts). */
export const IMAGE_WIDTHS = [96, 192, 400, 500, 800, 1000] as const;

/**
 * The width to render for a `w` parameter: the next allowed width at or above it, at most the largest.
 * Missing or unparsable means the original width. A fixed set keeps the disk cache bounded.
 */
export function snapWidth(requested: string | null): number | undefined {
  if (requested === null) return undefined;
  const width = Number(requested);
  if (!Number.isInteger(width) || width <= 0) return undefined;
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}
