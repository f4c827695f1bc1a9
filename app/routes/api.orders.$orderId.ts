import { getOrderDetails } from "~/.server/orders/lookup/get-order-details";
import type { Route } from "./+types/api.orders.$orderId";

const headers = { "Cache-Control": "private, no-store" };

/**
 * get-order-details (docs/product.md#calls) as JSON, by the unguessable public id. An unknown id is a bare 404:
 * nothing that tells a made-up id from a real one (docs/product.md#order-links). Amounts are integer cents.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const order = await getOrderDetails({ publicId: params.orderId });
  if (!order) return Response.json({ error: "Not found" }, { status: 404, headers });
  return Response.json(order, { headers });
}
