import { BadgeCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { ProductImage } from "~/components/product/product-image";
import { formatLongDate } from "~/lib/long-date";
import { VERIFIED_PURCHASE_LABEL } from "~/lib/review-text";
import type { ReviewView } from "~/lib/reviews";
import { SITE_NAME } from "~/lib/site";
import { StarRating } from "./star-rating";

/**
 * One review. Its title and text are shoppers' words, so they are rendered as text (React escapes them),
 * with line breaks kept and nothing interpreted as HTML or Markdown.
 */
export function ReviewCard({ review, showProduct }: { review: ReviewView; showProduct?: boolean }) {
  return (
    <article className="flex gap-4 py-6">
      {showProduct && (
        <Link to={`/product/${review.product.slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={review.product.image}
            alt=""
            width={96}
            className="size-16 rounded-md border border-border bg-white p-1 sm:size-20"
          />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        {showProduct && (
          <p className="text-sm font-semibold">
            <Link to={`/product/${review.product.slug}`} className="text-brand-dark hover:underline">
              {review.product.title}
            </Link>
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} />
          <p className="font-bold break-words">{review.title}</p>
        </div>
        <p className="mt-2 max-w-prose text-sm leading-6 break-words whitespace-pre-line text-foreground/85">
          {review.body}
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{review.reviewer}</span>
          <time dateTime={review.createdAt}>{formatLongDate(review.createdAt.slice(0, 10))}</time>
          {review.editedAt && <span>Edited</span>}
          {review.verifiedPurchase && (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
              <BadgeCheckIcon aria-hidden="true" className="size-4" />
              {VERIFIED_PURCHASE_LABEL}
            </span>
          )}
        </p>
        {review.reply && (
          <div className="mt-3 max-w-prose rounded-md border-l-4 border-brand bg-muted/50 px-3 py-2 text-sm">
            <p className="font-semibold">Response from {SITE_NAME}</p>
            <p className="mt-1 leading-6 break-words whitespace-pre-line text-foreground/85">{review.reply}</p>
          </div>
        )}
      </div>
    </article>
  );
}

export function ReviewList({ reviews, showProduct }: { reviews: readonly ReviewView[]; showProduct?: boolean }) {
  return (
    <ul className="divide-y divide-border">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} showProduct={showProduct} />
        </li>
      ))}
    </ul>
  );
}
