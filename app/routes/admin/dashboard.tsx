import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getPayments } from "~/.server/payments";
import { getSalesDashboard } from "~/.server/reports/get-sales-dashboard";
import { getSubscriptionFigures } from "~/.server/subscriptions/get-subscription-figures";
import { DashboardPage } from "~/components/admin/dashboard-page";
import { dashboardQuerySchema } from "~/lib/dashboard.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: pageTitle("Dashboard · Back office") }, { name: "robots", content: "noindex" }];
}

/** Sales at a glance, owners only: the money figures are theirs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/dashboard" });
  const query = dashboardQuerySchema.safeParse({
    period: new URL(request.url).searchParams.get("period") ?? undefined,
  });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "There is no such period.", { status: 400 });
  const testOrders = getPayments().testMode;
  // Read here, not by the reports: subscriptions sit above reports in app/.server's floors.
  const [dashboard, subscriptions] = await Promise.all([
    getSalesDashboard({ period: query.data.period, testOrders }),
    getSubscriptionFigures({ testOrders }),
  ]);
  return { dashboard, subscriptions };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} subscriptions={loaderData.subscriptions} />;
}
