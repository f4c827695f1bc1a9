import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { countReviewsByStatus, listReviewsForModeration, moderateReview } from "~/.server/reviews/moderate-review";
import { getStoreSettings, setStoreSetting } from "~/.server/settings/store-settings";
import { ReviewsModerationPage } from "~/components/admin/reviews-moderation-page";
import { ADMIN_MESSAGES, roleAllows } from "~/lib/admin";
import type { ReviewModerationActionData } from "~/lib/review-moderation";
import { reviewListQuerySchema, reviewModerationFormSchema } from "~/lib/review-moderation.schema";
import { pageTitle } from "~/lib/site";
import { REVIEW_MODERATION_LABELS } from "~/lib/store-settings";
import type { Route } from "./+types/reviews";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Reviews · Back office") }, { name: "robots", content: "noindex" }];
}

/** Reviews by state, those awaiting approval first, and the owner's moderation rule. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin/reviews" });
  const query = reviewListQuerySchema.safeParse({
    status: new URL(request.url).searchParams.get("status") ?? undefined,
  });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "There is no such list.", { status: 400 });
  const { status } = query.data;
  const [reviews, counts, settings] = await Promise.all([
    listReviewsForModeration({ status, page: readPageQuery(request) }),
    countReviewsByStatus(),
    getStoreSettings(),
  ]);
  return { status, reviews, counts, moderation: settings.reviewModeration, isOwner: member.role === "owner" };
}

const DONE = {
  publish: "is published",
  hide: "is hidden",
  delete: "was deleted",
} as const;

/** Publish, hide, delete or answer a review (staff); set the moderation rule (owners). */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/reviews" });
  const parsed = reviewModerationFormSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check the form.";
    return data<ReviewModerationActionData>({ error }, { status: 400 });
  }
  const form = parsed.data;
  const actor = { userId: member.userId, email: member.email };
  if (form.intent === "moderation") {
    if (!roleAllows({ has: member.role, needs: "owner" })) {
      return data<ReviewModerationActionData>({ error: ADMIN_MESSAGES.ownersOnly }, { status: 403 });
    }
    await setStoreSetting({ key: "reviewModeration", value: form.reviewModeration, actor });
    return data<ReviewModerationActionData>({ done: `${REVIEW_MODERATION_LABELS[form.reviewModeration]}: saved.` });
  }
  const change =
    form.intent === "reply"
      ? { reply: form.reply || null }
      : form.intent === "delete"
        ? { delete: true as const }
        : { status: form.intent === "publish" ? ("published" as const) : ("hidden" as const) };
  const result = await moderateReview({ id: form.reviewId, change, actor });
  if (!result.ok) return data<ReviewModerationActionData>({ error: result.reason }, { status: 404 });
  const done =
    form.intent === "reply"
      ? `Your reply to the review of ${result.productTitle} is ${form.reply ? "saved" : "removed"}.`
      : `The review of ${result.productTitle} ${DONE[form.intent]}.`;
  return data<ReviewModerationActionData>({ done });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsModerationPage {...loaderData} result={actionData} />;
}
