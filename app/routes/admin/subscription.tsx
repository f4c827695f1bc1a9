import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getAdminSubscription } from "~/.server/subscriptions/get-admin-subscription";
import { SubscriptionPage } from "~/components/admin/subscription-page";
import { roleAllows } from "~/lib/admin";
import { ADMIN_PAGES } from "~/lib/admin-pages";
import {
  OWNER_SUBSCRIPTION_INTENTS,
  type OwnerSubscriptionIntent,
  SUBSCRIPTION_CHANGED_PARAM,
  subscriptionChangedNotice,
} from "~/lib/admin-subscriptions";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/subscription";

export function meta() {
  return [{ title: pageTitle("Subscription · Back office") }, { name: "robots", content: "noindex" }];
}

function isOwnerIntent(value: string | null): value is OwnerSubscriptionIntent {
  return (OWNER_SUBSCRIPTION_INTENTS as readonly (string | null)[]).includes(value);
}

/**
 * One subscription for staff and owners; only those its change page allows (owners) get the forms. The change just
 * made (`?changed=pause`) is told from the subscription as it now is, never from text in the address.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin/subscriptions/:subscriptionId" });
  const subscription = await getAdminSubscription({ subscriptionId: params.subscriptionId });
  if (!subscription) throw data("This subscription was not found.", { status: 404 });
  const changed = new URL(request.url).searchParams.get(SUBSCRIPTION_CHANGED_PARAM);
  return {
    subscription,
    canChange: roleAllows({
      has: member.role,
      needs: ADMIN_PAGES["/admin/subscriptions/:subscriptionId/change"].role,
    }),
    notice: isOwnerIntent(changed) ? subscriptionChangedNotice(changed, subscription) : null,
  };
}

export default function AdminSubscription({ loaderData }: Route.ComponentProps) {
  return <SubscriptionPage {...loaderData} />;
}
