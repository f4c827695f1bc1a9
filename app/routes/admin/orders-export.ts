import { requireStaff } from "~/.server/admin/require-staff";
import { exportOrdersCsv } from "~/.server/orders/back-office/export-orders-csv";
import type { Route } from "./+types/orders-export";
import { csvDownload } from "./csv-download.server";
import { readOrderFilters } from "./orders-query.server";

/**
 * The order list's matching orders as a CSV download (same filters as the list, from the query), streamed
 * batch by batch.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/orders/export" });
  const filters = readOrderFilters(request);
  return csvDownload(exportOrdersCsv({ filters }), "orders");
}
