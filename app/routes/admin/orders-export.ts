import { requireStaff } from "~/.server/admin/require-staff";
import { exportOrdersCsv } from "~/.server/orders/export-orders-csv";
import type { Route } from "./+types/orders-export";
import { readOrderFilters } from "./orders-query.server";

/**
 * The order list's matching orders as a CSV download (same filters as the list, from the query), streamed
 * batch by batch.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  const filters = readOrderFilters(request);
  const chunks = exportOrdersCsv({ filters });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
