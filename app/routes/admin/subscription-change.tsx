import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { changeSubscription, SubscriptionChangeError } from "~/.server/subscriptions/change-subscription";
import { SUBSCRIPTION_CHANGED_PARAM } from "~/lib/admin-subscriptions";
import { ownerSubscriptionChangeSchema } from "~/lib/admin-subscriptions.schema";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/subscription-change";

/**
 * Skips, pauses, resumes or cancels a subscription from its page (docs/back-office.md#subscriptions), with the
 * member's audit row and the customer's e-mail: back to the page, which says what changed, or 400/404/409 with the
 * reason.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/subscriptions/:subscriptionId/change" });
  const parsed = ownerSubscriptionChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  }
  const { subscriptionId } = params;
  if (!UUID_PATTERN.test(subscriptionId)) return data({ error: "Subscription not found." }, { status: 404 });
  try {
    await changeSubscription({
      subscriptionId,
      change: parsed.data,
      actor: { userId: member.userId, email: member.email },
    });
  } catch (error) {
    if (error instanceof SubscriptionChangeError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const page = `/admin/subscriptions/${encodeURIComponent(subscriptionId)}`;
  return redirect(`${page}?${new URLSearchParams({ [SUBSCRIPTION_CHANGED_PARAM]: parsed.data.intent })}`, 303);
}
