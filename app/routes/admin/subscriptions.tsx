import { requireStaff } from "~/.server/admin/require-staff";
import { listAdminSubscriptions } from "~/.server/subscriptions/list-admin-subscriptions";
import { SubscriptionsPage } from "~/components/admin/subscriptions-page";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/subscriptions";
import { readPageQuery } from "./page-query.server";
import { readSubscriptionFilters } from "./subscriptions-query.server";

export function meta() {
  return [{ title: pageTitle("Subscriptions · Back office") }, { name: "robots", content: "noindex" }];
}

/** Subscribe & Save's subscriptions, filtered by the URL query (a bookmark keeps the tab and search). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/subscriptions" });
  const filters = readSubscriptionFilters(request);
  return { filters, subscriptions: await listAdminSubscriptions({ filters, page: readPageQuery(request) }) };
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsPage {...loaderData} />;
}
