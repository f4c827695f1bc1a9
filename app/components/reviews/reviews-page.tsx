import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ReviewActionResult, ReviewsPageData } from "~/lib/reviews";
import { RatingSummary } from "./rating-summary";
import { ReviewList } from "./review-card";

function pageHref(data: ReviewsPageData, page: number): string {
  const params = new URLSearchParams();
  if (data.product) params.set("product", data.product.slug);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/reviews?${query}` : "/reviews";
}

/** Why a review posted without JavaScript was refused (with JavaScript it shows beside the form). */
function refusalMessage(refusal: ReviewActionResult | undefined): string | null {
  if (refusal?.status === "error") return refusal.message;
  if (refusal?.status === "invalid") return Object.values(refusal.fieldErrors).join(" ");
  return null;
}

/** /reviews: reviews newest first with the average rating, of every product or of one. */
export function ReviewsPage({ data, refusal }: { data: ReviewsPageData; refusal?: ReviewActionResult }) {
  const { reviews, summary, product, page, hasNextPage } = data;
  const refused = refusalMessage(refusal);
  return (
    <div className="bg-muted/40">
      <div className="container-page py-10 md:py-16">
        {refused && (
          <p
            role="alert"
            className="mb-6 rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
          >
            Your review was not saved. {refused} Please go back and try again.
          </p>
        )}
        <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display text-3xl font-black md:text-4xl">Customer Reviews</h1>
            <p className="mt-3 text-muted-foreground">
              {product ? (
                <>
                  Reviews of{" "}
                  <Link to={`/product/${product.slug}`} className="font-semibold text-brand-dark hover:underline">
                    {product.title}
                  </Link>
                  .{" "}
                  <Link to="/reviews" className="font-semibold underline underline-offset-4">
                    Show all reviews
                  </Link>
                </>
              ) : (
                "What our customers say about the products they use. Bought something from us? Review it from its product page."
              )}
            </p>
          </div>
          <div className="rounded-xl border border-border bg-background px-6 py-4 shadow-sm">
            <RatingSummary summary={summary} />
          </div>
        </header>
        <section
          aria-labelledby="latest-reviews"
          className="mt-8 rounded-xl border border-border bg-background px-5 shadow-sm sm:px-8"
        >
          <h2 id="latest-reviews" className="sr-only">
            Latest reviews
          </h2>
          {reviews.length > 0 ? (
            <ReviewList reviews={reviews} showProduct={!product} />
          ) : (
            <p className="py-16 text-center text-muted-foreground">No reviews yet.</p>
          )}
        </section>
        {(page > 1 || hasNextPage) && (
          <nav aria-label="Review pages" className="mt-6 flex justify-between">
            {page > 1 ? (
              <Button asChild variant="outline">
                <Link to={pageHref(data, page - 1)}>
                  <ChevronLeftIcon aria-hidden="true" />
                  Newer reviews
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {hasNextPage && (
              <Button asChild variant="outline">
                <Link to={pageHref(data, page + 1)}>
                  Older reviews
                  <ChevronRightIcon aria-hidden="true" />
                </Link>
              </Button>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
