import { StarIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { formatRating } from "~/lib/review-text";

export const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the rounded rating, read out as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} className={cn("flex", className)}>
      {STARS.map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn("size-4", star <= filled ? "fill-amber-400 text-amber-400" : "text-slate-300")}
        />
      ))}
    </span>
  );
}
