import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { StarRating } from "~/components/reviews/star-rating";
import { Button } from "~/components/ui/button";
import { StateBadge } from "~/components/ui/state-badge";
import type { Paged } from "~/lib/admin";
import {
  type ModeratedReview,
  REVIEW_REPLY_MAX,
  REVIEW_STATUS_LABELS,
  type ReviewModerationActionData,
  type ReviewStatusCounts,
} from "~/lib/review-moderation";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews";
import { REVIEW_MODERATION_LABELS, REVIEW_MODERATION_MODES, type ReviewModeration } from "~/lib/store-settings";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading } from "./admin-table";
import { LabelledSelect } from "./labelled-select";
import { EmptyListPage, Pagination } from "./pagination";
import { StatusTabs } from "./status-tabs";

type Props = {
  status: ReviewStatus | "all";
  reviews: Paged<ModeratedReview>;
  counts: ReviewStatusCounts;
  moderation: ReviewModeration;
  isOwner: boolean;
  result: ReviewModerationActionData | undefined;
};

const TONES = { held: "waiting", published: "done", hidden: "off" } as const;
const EMPTY: Record<ReviewStatus | "all", string> = {
  held: "No review is waiting for approval.",
  published: "No review is published.",
  hidden: "No review is hidden.",
  all: "Nobody has written a review yet.",
};
const MODERATION_OPTIONS = REVIEW_MODERATION_MODES.map((mode) => ({
  value: mode,
  label: REVIEW_MODERATION_LABELS[mode],
}));

/** The reviews shoppers wrote, by state, with what the shop can do to each. */
export function ReviewsModerationPage({ status, reviews, counts, moderation, isOwner, result }: Props) {
  const query = status === "held" ? "" : `status=${status}`;
  return (
    <>
      <AdminPageHeading title="Reviews">
        Only published reviews appear on the store and count towards a product's rating.
      </AdminPageHeading>
      {result?.error && <FormAlert>{result.error}</FormAlert>}
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}
      {isOwner ? (
        <Form method="post" className="my-4 flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="moderation" />
          <LabelledSelect
            label="New reviews"
            name="reviewModeration"
            defaultValue={moderation}
            options={MODERATION_OPTIONS}
          />
          <Button type="submit" variant="ink" className="h-11">
            Save
          </Button>
        </Form>
      ) : (
        <p className="my-4 text-sm">New reviews: {REVIEW_MODERATION_LABELS[moderation]} (the owner decides).</p>
      )}
      <StatusTabs
        label="Reviews by state"
        path="/admin/reviews"
        current={status}
        tabs={REVIEW_STATUSES.map((each) => ({ value: each, label: REVIEW_STATUS_LABELS[each], count: counts[each] }))}
      />
      {reviews.items.length === 0 ? (
        <EmptyListPage page={reviews.page} pageCount={reviews.pageCount} query={query} empty={EMPTY[status]} />
      ) : (
        <ul className="grid gap-4">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ModeratedReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={reviews.page} pageCount={reviews.pageCount} query={query} />
    </>
  );
}

function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const busy = useNavigation().state === "submitting";
  const name = `Review of ${review.product.title} by ${review.reviewerName}`;
  const actions = [
    review.status !== "published" && { intent: "publish", label: review.status === "held" ? "Approve" : "Publish" },
    review.status !== "hidden" && { intent: "hide", label: "Hide" },
    { intent: "delete", label: "Delete" },
  ].filter((action) => action !== false);
  return (
    <article aria-label={name} className="rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <StateBadge label={REVIEW_STATUS_LABELS[review.status]} tone={TONES[review.status]} />
        <StarRating rating={review.rating} />
        <Link to={`/product/${review.product.slug}`} className="text-sm font-semibold underline underline-offset-2">
          {review.product.title}
        </Link>
      </div>
      <h2 className="mt-2 font-bold break-words">{review.title}</h2>
      <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line">{review.body}</p>
      <p className="mt-2 text-xs text-muted-foreground">
        {review.reviewerName} ({review.reviewerEmail}) ·{" "}
        <time dateTime={review.createdAt.toISOString()}>{formatStoreDateTime(review.createdAt)}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.map((action) => (
          <Form
            key={action.intent}
            method="post"
            onSubmit={(event) => {
              if (action.intent === "delete" && !window.confirm("Delete this review for good?")) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value={action.intent} />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" variant={action.intent === "publish" ? "ink" : "outline"} size="sm" disabled={busy}>
              {action.label}
              <span className="sr-only"> the review by {review.reviewerName}</span>
            </Button>
          </Form>
        ))}
      </div>
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reviewId" value={review.id} />
        <FormField
          multiline
          label="Public reply"
          name="reply"
          defaultValue={review.reply ?? ""}
          maxLength={REVIEW_REPLY_MAX}
          hint="Shown under the review on the store. Save it empty to take it down."
        />
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Save reply
          </Button>
        </div>
      </Form>
    </article>
  );
}
