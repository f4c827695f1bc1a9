import { CheckCircle2Icon, MailIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useCart } from "~/components/cart/cart-context";
import { Button } from "~/components/ui/button";
import type { OrderDetails } from "~/lib/checkout";
import { forgetCheckoutAttempt } from "./checkout-attempt";
import { OrderDetailsCard } from "./order-details-card";
import { TestOrderNotice } from "./test-order-notice";
import { useOrderPolling } from "./use-order-polling";

function emailNote(order: OrderDetails | null): string {
  if (!order) return "A confirmation email has been sent to your email address.";
  if (order.status === "pending") {
    return `A confirmation email will be sent to ${order.customerEmail} as soon as your payment is confirmed.`;
  }
  return `A confirmation email has been sent to ${order.customerEmail}.`;
}

/**
 * The order confirmation (docs/product.md#order-confirmation): shown at once, updated when the payment is confirmed.
 */
export function OrderSuccessPage({ order }: { order: OrderDetails | null }) {
  const { restored, clear } = useCart();
  // After the stored cart is read, or the restore would bring it back.
  useEffect(() => {
    if (!restored) return;
    clear();
    forgetCheckoutAttempt();
  }, [restored, clear]);
  useOrderPolling(order?.status);

  return (
    <div className="bg-muted/40">
      <div className="container-page max-w-3xl py-10 md:py-16">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100">
            <CheckCircle2Icon aria-hidden className="size-9 text-emerald-700" />
          </span>
          <h1 className="mt-5 font-display text-3xl font-black md:text-4xl">Order Successful!</h1>
          <p className="mt-3 max-w-xl text-muted-foreground">
            Thank you for your purchase. We appreciate your business and are getting your order ready.
          </p>
        </div>
        <div className="mt-8 flex flex-col gap-6">
          {order?.testMode && <TestOrderNotice />}
          {order && <OrderDetailsCard order={order} />}
          <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
            <MailIcon aria-hidden className="size-4 shrink-0" />
            {emailNote(order)}
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/products">Continue Shopping</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/account">View Order History</Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
