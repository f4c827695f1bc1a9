import { PencilIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ReviewViewer } from "~/lib/reviews";
import { signInHref } from "~/lib/session";
import { StarRating } from "./star-rating";

// The form checks with the action's zod schema: loaded only for shoppers who can write a review, so zod
// stays out of the product page's first download (decision 007). The server still renders it in full.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

/**
 * The shopper's part of a product's reviews: a sign-in link, the form for a first review, or their review
 * with an Edit button that opens the form filled in.
 */
export function OwnReview({ productSlug, viewer }: { productSlug: string; viewer: ReviewViewer }) {
  const location = useLocation();
  const ownReview = viewer.status === "signed-in" ? viewer.ownReview : null;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = useRef(ownReview);

  // A saved review comes back through the page's data: close the form and say so.
  useEffect(() => {
    if (ownReview === shown.current) return;
    shown.current = ownReview;
    setEditing(false);
    setSaved(true);
  }, [ownReview]);

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
        {saved ? "Thanks! Your review is saved." : "Your review"}
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
