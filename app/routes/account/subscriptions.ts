import { data, replace } from "react-router";
import { isSameOriginPost } from "~/.server/auth/request";
import { requireUser } from "~/.server/auth/session";
import { getEnv } from "~/.server/env";
import { changeSubscription, SubscriptionChangeError } from "~/.server/subscriptions/change-subscription";
import { SUBSCRIPTIONS_PATH } from "~/lib/subscriptions";
import { parseSubscriptionForm } from "~/lib/subscriptions.schema";
import type { Route } from "./+types/subscriptions";

/** What a refused change answers: the shopper's message, shown beside the subscription it was about. */
type SubscriptionActionData = { error: string };

/**
 * POST /account/subscriptions: one change to one of the signed-in shopper's subscriptions (Account →
 * Subscriptions). Done, it goes back to the portal (303), so a form posted without JavaScript lands there too.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return data<SubscriptionActionData>({ error: "Please use the form on this page." }, { status: 403 });
  }
  const parsed = parseSubscriptionForm(await request.formData());
  if (!parsed.success) {
    return data<SubscriptionActionData>(
      { error: parsed.error.issues[0]?.message ?? "Please check the form." },
      { status: 400 },
    );
  }
  const { subscriptionId, ...change } = parsed.data;
  try {
    // The session's account only: another shopper's subscription is not found.
    await changeSubscription({ subscriptionId, change, userId: user.id });
  } catch (error) {
    if (error instanceof SubscriptionChangeError) {
      return data<SubscriptionActionData>({ error: error.message }, { status: error.status });
    }
    throw error;
  }
  // A replacing redirect: each change would otherwise add the portal to the history again.
  return replace(SUBSCRIPTIONS_PATH, 303);
}
