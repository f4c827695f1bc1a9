import { Loader2Icon } from "lucide-react";
import { useId } from "react";
import { useFetcher } from "react-router";
import { FormField } from "~/components/form/form-field";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Button } from "~/components/ui/button";
import { REVIEW_LIMITS, REVIEW_PRODUCT_FIELD, type ReviewActionResult, type ReviewView } from "~/lib/reviews";
import { reviewInputSchema } from "~/lib/reviews.schema";
import { RatingInput } from "./rating-input";

type OwnReview = Pick<ReviewView, "rating" | "title" | "body">;

/**
 * Writes or edits the customer's review of a product. It posts to /reviews, whose action sends the
 * shopper back to the product's reviews; refusals come back here and show beside the fields.
 */
export function ReviewForm({
  productSlug,
  ownReview,
  onCancel,
}: {
  productSlug: string;
  ownReview: OwnReview | null;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<ReviewActionResult>();
  const result = fetcher.data;
  const { errors, onSubmit, onChange } = useCheckedForm(
    reviewInputSchema,
    result?.status === "invalid" ? result.fieldErrors : undefined,
  );
  const busy = fetcher.state !== "idle";
  const ratingErrorId = useId();
  return (
    <fetcher.Form
      method="post"
      action="/reviews"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-5"
    >
      <input type="hidden" name={REVIEW_PRODUCT_FIELD} value={productSlug} />
      {result?.status === "error" && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          {result.message}
        </p>
      )}
      <RatingInput name="rating" defaultValue={ownReview?.rating} error={errors.rating} errorId={ratingErrorId} />
      <FormField
        label="Title"
        name="title"
        maxLength={REVIEW_LIMITS.title}
        placeholder="Sum it up in a few words"
        defaultValue={ownReview?.title}
        error={errors.title}
      />
      <FormField
        label="Review"
        name="body"
        multiline
        rows={5}
        maxLength={REVIEW_LIMITS.body}
        placeholder="What did you like or dislike? How did you use it?"
        defaultValue={ownReview?.body}
        error={errors.body}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="ink" size="lg" disabled={busy}>
          {busy && <Loader2Icon aria-hidden="true" className="animate-spin" />}
          {ownReview ? "Update Review" : "Post Review"}
        </Button>
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
