import { requireStaff } from "~/.server/admin/require-staff";
import { exportProductsCsv } from "~/.server/catalog-editor/export-products-csv";
import type { Route } from "./+types/products-export";
import { csvDownload } from "./csv-download.server";

/** The whole catalogue as a CSV download, streamed batch by batch. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products/export" });
  return csvDownload(exportProductsCsv(), "products");
}
