import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useSession } from "~/hooks/use-session";
import type { OrderDetails, TrackOrderPrefill } from "~/lib/order-details";

/**
 * "View Order History": the account's Orders tab when the signed-in shopper's address placed the
 * order, else /track-order with the order number and e-mail filled in. They travel in the navigation's
 * state, so the e-mail address stays out of the address bar and the logs.
 */
export function OrderHistoryLink({ order }: { order: OrderDetails | null }) {
  const session = useSession();
  const ownOrder =
    session.status === "signed-in" &&
    (!order || session.user.email.toLowerCase() === order.customerEmail.toLowerCase());
  const prefill: TrackOrderPrefill | undefined = order
    ? { orderNumber: order.orderNumber, email: order.customerEmail }
    : undefined;
  return (
    <Button asChild size="lg" variant="outline">
      {ownOrder ? (
        <Link to="/account?tab=orders">View Order History</Link>
      ) : (
        <Link to="/track-order" state={prefill}>
          View Order History
        </Link>
      )}
    </Button>
  );
}
