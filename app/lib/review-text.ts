/** How reviews read on the page; zod-free, as every product page shows them (decision 007). */

export const VERIFIED_PURCHASE_LABEL = "Verified purchase";

/** '4.6 out of 5' with one decimal, as screen readers and the summary read it. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
