import { logger } from "~/.server/logger";
import { getOrderDetails } from "~/.server/orders/get-order-details";
import { OrderSuccessPage } from "~/components/checkout/order-success-page";
import type { OrderDetails } from "~/lib/checkout";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/order-success";

export function meta() {
  return [{ title: pageTitle("Order Confirmation") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The order named by `orderId`, else `transactionId` (docs/product.md#calls). Not found or failing, the page
 * still shows without details; the problem is only logged (docs/product.md#messages).
 */
export async function loader({ request }: Route.LoaderArgs): Promise<{ order: OrderDetails | null }> {
  const query = new URL(request.url).searchParams;
  // A provider may append its own parameters of the same names; ours comes first. Bounded, not a lookup tool.
  const ids = [...query.getAll("orderId"), ...query.getAll("transactionId")].slice(0, 4);
  try {
    for (const publicId of ids) {
      const order = await getOrderDetails({ publicId });
      if (order) return { order };
    }
    if (ids.length > 0) logger.warn("order-success: no order for the given id");
  } catch (error) {
    logger.error({ err: error }, "order-success: order details failed to load");
  }
  return { order: null };
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage order={loaderData.order} />;
}
