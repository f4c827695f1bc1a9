import { StarIcon } from "lucide-react";
import type { Product } from "~/lib/product";

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to the rounded average, the average and the review count; nothing before the first review. */
export function ProductRating({ product }: { product: Pick<Product, "rating" | "reviewCount"> }) {
  if (product.reviewCount <= 0) return null;
  const filled = Math.round(product.rating);
  return (
    <p className="flex items-center gap-2 text-sm">
      <span role="img" aria-label={`Rated ${product.rating.toFixed(1)} out of 5`} className="flex">
        {STARS.map((star) => (
          <StarIcon
            key={star}
            aria-hidden
            className={`size-4 ${star <= filled ? "fill-amber-400 text-amber-400" : "text-slate-300"}`}
          />
        ))}
      </span>
      <span className="font-semibold">{product.rating.toFixed(1)}</span>
      <span className="text-muted-foreground">
        ({product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"})
      </span>
    </p>
  );
}
