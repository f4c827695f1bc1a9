import { PencilIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ReviewViewer } from "~/lib/reviews";
import { signInHref } from "~/lib/session";
import { StarRating } from "./star-rating";

// The form checks with the action's zod schema: loaded only for shoppers who can write a review, so zod
// stays out of the product page's first download (decision 007). The server still renders it in full.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

type OwnReviewValue = Extract<ReviewViewer, { status: "signed-in" }>["ownReview"];

/**
 * Asks the store, from the browser, what this shopper may do with the product's reviews (the page's HTML is
 * the same for everyone, so it can be cached). Loaded fetchers are revalidated after a review is saved.
 */
function useReviewViewer(productSlug: string): ReviewViewer | null {
  const { load, data } = useFetcher<ReviewViewer | { error: string }>();
  useEffect(() => {
    load(`/api/reviews/mine?${new URLSearchParams({ product: productSlug })}`);
  }, [load, productSlug]);
  return data && "status" in data ? data : null;
}

/**
 * The shopper's part of a product's reviews: a sign-in link, the form for a first review, or their review
 * with an Edit button that opens the form filled in. Mounted per product (keyed by its slug).
 */
export function OwnReview({ productSlug }: { productSlug: string }) {
  const location = useLocation();
  const viewer = useReviewViewer(productSlug);
  const ownReview = viewer?.status === "signed-in" ? viewer.ownReview : null;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Undefined until the first answer: the review the shopper already had is not news.
  const shown = useRef<OwnReviewValue | undefined>(undefined);

  // A saved review comes back when the fetcher is revalidated: close the form and say so.
  useEffect(() => {
    if (!viewer) return;
    if (shown.current === undefined) {
      shown.current = ownReview;
      return;
    }
    if (ownReview === shown.current) return;
    shown.current = ownReview;
    setEditing(false);
    setSaved(true);
  }, [viewer, ownReview]);

  // Holds the line the answer will take, so nothing below it moves when it arrives.
  if (!viewer) return <div aria-busy="true" className="min-h-5" />;
  if (viewer.status === "signed-out") {
    return (
      <p className="text-sm">
        <Link
          to={signInHref(`${location.pathname}#reviews`)}
          className="font-semibold text-brand-dark underline underline-offset-4"
        >
          Sign in to write a review
        </Link>
      </p>
    );
  }
  if (!ownReview || editing) {
    return (
      <div>
        <h3 className="text-lg font-bold">{ownReview ? "Edit your review" : "Write a review"}</h3>
        <div className="mt-4">
          <Suspense fallback={null}>
            <ReviewForm
              productSlug={productSlug}
              ownReview={ownReview}
              onCancel={ownReview ? () => setEditing(false) : undefined}
            />
          </Suspense>
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <p role="status" className="text-sm font-semibold">
        {ownReviewHeading(ownReview.status, saved)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StarRating rating={ownReview.rating} />
        <p className="font-bold break-words">{ownReview.title}</p>
      </div>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden="true" className="size-4" />
        Edit your review
      </Button>
    </div>
  );
}

/** What the shopper is told about their own review; a held one is not on the page yet (decision 169). */
function ownReviewHeading(status: NonNullable<OwnReviewValue>["status"], saved: boolean): string {
  if (status === "held") {
    return saved
      ? "Thanks! Your review will appear once the shop has approved it."
      : "Your review is waiting for the shop's approval.";
  }
  if (status === "hidden") return "The shop has hidden your review.";
  return saved ? "Thanks! Your review is saved." : "Your review";
}
