import { formatRating, reviewCountLabel } from "~/lib/review-text";
import type { RatingSummary as Summary } from "~/lib/reviews";
import { StarRating } from "./star-rating";

/** The average rating as a large number with its stars and the number of reviews. */
export function RatingSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0) return <p className="text-muted-foreground">No reviews yet.</p>;
  return (
    <div className="flex items-center gap-4">
      <p className="font-display text-5xl font-black">{formatRating(summary.average)}</p>
      <div className="flex flex-col gap-1">
        <StarRating rating={summary.average} className="h-5 w-25" />
        <p className="text-sm text-muted-foreground">Average of {reviewCountLabel(summary.count)}</p>
      </div>
    </div>
  );
}
