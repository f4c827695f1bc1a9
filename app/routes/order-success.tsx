import { data } from "react-router";
import { logger } from "~/.server/logger";
import { getOrderDetails } from "~/.server/orders/lookup/get-order-details";
import { type OrderSuccessData, OrderSuccessPage } from "~/components/checkout/order-success-page";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/order-success";

export function meta() {
  return [{ title: pageTitle("Order Confirmation") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The order named by `orderId`, else `transactionId` (docs/product.md#calls). No or an unknown id is a 404 with
 * the page's own not-found text; a failing look-up a 503 that says so (decision 116).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // A provider may append its own parameters of the same names; ours comes first. Bounded, not a lookup tool.
  const ids = [...query.getAll("orderId"), ...query.getAll("transactionId")].slice(0, 4);
  try {
    for (const publicId of ids) {
      const order = await getOrderDetails({ publicId });
      if (order) return data<OrderSuccessData>({ order });
    }
    if (ids.length > 0) logger.warn("order-success: no order for the given id");
    return data<OrderSuccessData>({ order: null, problem: "not-found" }, { status: 404 });
  } catch (error) {
    logger.error({ err: error }, "order-success: order details failed to load");
    return data<OrderSuccessData>({ order: null, problem: "unavailable" }, { status: 503 });
  }
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage data={loaderData} />;
}
