import { Link } from "react-router";
import type { ReviewView, RatingSummary as Summary } from "~/lib/reviews";
import { OwnReview } from "./own-review";
import { RatingSummary } from "./rating-summary";
import { ReviewList } from "./review-card";

/** A product page's reviews: summary, the shopper's own review or form, the newest reviews. */
export function ProductReviews({
  productSlug,
  data,
}: {
  productSlug: string;
  data: { reviews: ReviewView[]; summary: Summary };
}) {
  const { reviews, summary } = data;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 border-t border-border">
      <div className="container-page grid gap-10 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:py-14">
        <div className="flex flex-col gap-6">
          <h2 id="reviews-heading" className="font-display text-2xl font-black">
            Customer Reviews
          </h2>
          <RatingSummary summary={summary} />
          <OwnReview key={productSlug} productSlug={productSlug} />
        </div>
        <div>
          {reviews.length > 0 ? (
            <>
              <ReviewList reviews={reviews} />
              {summary.count > reviews.length && (
                <Link
                  to={`/reviews?product=${encodeURIComponent(productSlug)}`}
                  className="mt-4 inline-block font-semibold text-brand-dark underline underline-offset-4"
                >
                  See all {summary.count} reviews
                </Link>
              )}
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
              Be the first to review this product.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
