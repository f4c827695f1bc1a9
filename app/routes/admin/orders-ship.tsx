import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { listShipCandidates } from "~/.server/orders/back-office/list-selected-orders";
import { advanceOrders } from "~/.server/orders/fulfilment/advance-orders";
import { BulkShipPage } from "~/components/admin/bulk-ship-page";
import { bulkShipSchema } from "~/lib/admin-orders.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/orders-ship";
import { readSelectedOrders } from "./orders-query.server";

export function meta() {
  return [{ title: pageTitle("Ship orders · Back office") }, { name: "robots", content: "noindex" }];
}

/** The orders ticked on the list (`?order=CS-1&order=CS-2`), each with a field for its tracking number. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/orders/ship" });
  return { candidates: await listShipCandidates({ orderNumbers: readSelectedOrders(request) }) };
}

/** Ships each order that has a tracking number, one by one; a blank number leaves that order as it is. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/orders/ship" });
  const form = await request.formData();
  const parsed = bulkShipSchema.safeParse({
    carrier: form.get("carrier"),
    orders: form.getAll("order"),
    trackingNumbers: form.getAll("trackingNumber"),
  });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  }
  const { carrier, orders, trackingNumbers } = parsed.data;
  const numbered = orders.map((orderNumber, index) => ({ orderNumber, trackingNumber: trackingNumbers[index] }));
  const outcome = await advanceOrders({
    action: "ship",
    orders: numbered.flatMap(({ orderNumber, trackingNumber }) =>
      trackingNumber ? [{ orderNumber, shipment: { carrier, trackingNumber } }] : [],
    ),
    actor: { userId: member.userId, email: member.email },
  });
  for (const order of numbered.filter((order) => !order.trackingNumber)) {
    outcome.refused.push({
      orderNumber: order.orderNumber,
      reason: `Order ${order.orderNumber} has no tracking number: not shipped.`,
    });
  }
  return { outcome };
}

export default function AdminShipOrders({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BulkShipPage
      candidates={loaderData.candidates}
      result={actionData && ("error" in actionData ? { error: actionData.error } : { outcome: actionData.outcome })}
    />
  );
}
