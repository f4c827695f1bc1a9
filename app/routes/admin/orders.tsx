import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { listOrders } from "~/.server/orders/back-office/list-orders";
import { advanceOrders } from "~/.server/orders/fulfilment/advance-orders";
import { OrdersPage } from "~/components/admin/orders-page";
import { bulkPackSchema } from "~/lib/admin-orders.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/orders";
import { readOrderFilters } from "./orders-query.server";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Orders · Back office") }, { name: "robots", content: "noindex" }];
}

/** The order list, filtered by the URL query (a bookmark keeps the filters), one page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/orders" });
  const filters = readOrderFilters(request);
  return { filters, orders: await listOrders({ filters, page: readPageQuery(request) }) };
}

/** "Mark packed" for the selected orders: each order on its own, the answer saying which were refused. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/orders" });
  const form = await request.formData();
  const parsed = bulkPackSchema.safeParse({ intent: form.get("intent"), orders: form.getAll("order") });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  }
  const outcome = await advanceOrders({
    action: "pack",
    orders: parsed.data.orders.map((orderNumber) => ({ orderNumber })),
    actor: { userId: member.userId, email: member.email },
  });
  return { outcome };
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrdersPage
      filters={loaderData.filters}
      orders={loaderData.orders}
      result={actionData && ("error" in actionData ? { error: actionData.error } : { outcome: actionData.outcome })}
    />
  );
}
