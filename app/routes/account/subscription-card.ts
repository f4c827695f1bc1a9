import { data, redirect, replace } from "react-router";
import { isSameOriginPost } from "~/.server/auth/request";
import { requireUser } from "~/.server/auth/session";
import { getEnv } from "~/.server/env";
import { SubscriptionChangeError } from "~/.server/subscriptions/change-subscription";
import { finishCardReplacement, startCardReplacement } from "~/.server/subscriptions/replace-card";
import { formFields } from "~/lib/forms";
import { cardSetupOutcomePath, SUBSCRIPTIONS_PATH } from "~/lib/subscriptions";
import { cardSetupReturnSchema, cardSetupStartSchema } from "~/lib/subscriptions.schema";
import type { Route } from "./+types/subscription-card";

/** What a refused start answers: the shopper's message, shown beside the subscription it was about. */
type CardSetupActionData = { error: string };

/**
 * POST /account/subscriptions/card ("Replace card"): sends the signed-in shopper to the provider's card-saving page
 * for one of their subscriptions (303).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return data<CardSetupActionData>({ error: "Please use the form on this page." }, { status: 403 });
  }
  const parsed = cardSetupStartSchema.safeParse(formFields(await request.formData(), ["subscriptionId"]));
  if (!parsed.success) {
    return data<CardSetupActionData>(
      { error: parsed.error.issues[0]?.message ?? "Please check the form." },
      { status: 400 },
    );
  }
  try {
    return redirect(await startCardReplacement({ subscriptionId: parsed.data.subscriptionId, userId: user.id }), 303);
  } catch (error) {
    if (error instanceof SubscriptionChangeError) {
      return data<CardSetupActionData>({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

/**
 * GET /account/subscriptions/card: where the card-saving page sends the shopper back. The card is saved and put on
 * the subscription, then the portal says how it went; without a token (the shopper left the page) nothing changes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const parsed = cardSetupReturnSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || !parsed.data.setup_token) return replace(SUBSCRIPTIONS_PATH);
  const { subscription, state, setup_token: setupToken } = parsed.data;
  try {
    await finishCardReplacement({ subscriptionId: subscription, userId: user.id, setupToken, state });
    return replace(cardSetupOutcomePath(subscription, "saved"));
  } catch (error) {
    if (error instanceof SubscriptionChangeError) return replace(cardSetupOutcomePath(subscription, "refused"));
    throw error;
  }
}
