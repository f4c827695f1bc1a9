import { StarIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { STARS } from "./star-rating";

/** Five star radio buttons: arrow keys move between them, and the choice is also written out. */
export function RatingInput({
  name,
  defaultValue,
  error,
  errorId,
}: {
  name: string;
  defaultValue?: number;
  error?: string;
  errorId: string;
}) {
  const [rating, setRating] = useState(defaultValue ?? 0);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold">Rating</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={star}
                defaultChecked={star === defaultValue}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <StarIcon
                aria-hidden="true"
                className={cn("size-7", star <= rating ? "fill-amber-400 text-amber-400" : "text-slate-300")}
              />
              <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          {rating > 0 ? `${rating} out of 5` : "Choose a rating"}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
