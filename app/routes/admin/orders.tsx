import { requireStaff } from "~/.server/admin/require-staff";
import { listLatestOrders } from "~/.server/orders/list-latest-orders";
import { OrdersTable } from "~/components/admin/orders-table";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/orders";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Orders · Back office") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  return { orders: await listLatestOrders({ page: readPageQuery(request) }) };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersTable orders={loaderData.orders} />;
}
