import { requireStaff } from "~/.server/admin/require-staff";
import { listPackingSlips } from "~/.server/orders/back-office/list-selected-orders";
import { PackingSlips } from "~/components/admin/packing-slips";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/packing-slips";
import { readSelectedOrders } from "./orders-query.server";

export function meta() {
  return [{ title: pageTitle("Packing slips · Back office") }, { name: "robots", content: "noindex" }];
}

/** A packing slip for each order named in `?order=CS-1&order=CS-2`, laid out to print one a page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/orders/packing-slips" });
  return { slips: await listPackingSlips({ orderNumbers: readSelectedOrders(request) }) };
}

export default function AdminPackingSlips({ loaderData }: Route.ComponentProps) {
  return <PackingSlips slips={loaderData.slips} />;
}
