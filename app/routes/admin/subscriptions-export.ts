import { requireStaff } from "~/.server/admin/require-staff";
import { exportSubscriptionsCsv } from "~/.server/subscriptions/export-subscriptions-csv";
import type { Route } from "./+types/subscriptions-export";
import { csvDownload } from "./csv-download.server";
import { readSubscriptionFilters } from "./subscriptions-query.server";

/** The subscription list's matching subscriptions (same tab and search) as a CSV download, streamed in batches. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/subscriptions/export" });
  return csvDownload(exportSubscriptionsCsv({ filters: readSubscriptionFilters(request) }), "subscriptions");
}
