import { CheckCircle2Icon, ClockIcon, MailIcon, SearchXIcon, XCircleIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useCart } from "~/components/cart/cart-context";
import { Button } from "~/components/ui/button";
import type { OrderDetails } from "~/lib/order-details";
import { isNotCompleted, isPaidStatus } from "~/lib/order-status";
import { checkedOutOrderId, forgetCheckedOutOrder } from "./checked-out-order";
import { forgetCheckoutAttempt } from "./checkout-attempt";
import { OrderDetailsCard } from "./order-details-card";
import { OrderHistoryLink } from "./order-history-link";
import { TestOrderNotice } from "./test-order-notice";
import { useOrderPolling } from "./use-order-polling";

/** What the confirmation page found: an order, none for the address, or none because reading failed. */
export type OrderSuccessData = { order: OrderDetails } | { order: null; problem: "not-found" | "unavailable" };

type Headline = { icon: typeof CheckCircle2Icon; tone: string; title: string; text: string };

const HEADLINES = {
  paid: {
    icon: CheckCircle2Icon,
    tone: "bg-emerald-100 text-emerald-700",
    title: "Order Successful!",
    text: "Thank you for your purchase. We appreciate your business and are getting your order ready.",
  },
  pending: {
    icon: ClockIcon,
    tone: "bg-amber-100 text-amber-800",
    title: "Waiting for payment confirmation",
    text: "Your order is placed. This page updates as soon as the payment provider confirms your payment.",
  },
  notCompleted: {
    icon: XCircleIcon,
    tone: "bg-slate-200 text-slate-700",
    title: "Order not completed",
    text: "This checkout was not paid, and nothing was charged. Your cart is still here if you want to try again.",
  },
  "not-found": {
    icon: SearchXIcon,
    tone: "bg-slate-200 text-slate-700",
    title: "Order not found",
    text: "We could not find an order at this address. Check the link in your confirmation email, or track your order with its number and email.",
  },
  unavailable: {
    icon: SearchXIcon,
    tone: "bg-slate-200 text-slate-700",
    title: "We could not load your order",
    text: "Please reload the page in a moment. Your order is safe.",
  },
} satisfies Record<string, Headline>;

function headlineOf(data: OrderSuccessData): Headline {
  if (!data.order) return HEADLINES[data.problem];
  if (isPaidStatus(data.order.status)) return HEADLINES.paid;
  return isNotCompleted(data.order.status) ? HEADLINES.notCompleted : HEADLINES.pending;
}

function emailNote(order: OrderDetails): string | null {
  if (isNotCompleted(order.status)) return null;
  if (order.status === "pending") {
    return `A confirmation email will be sent to ${order.customerEmail} as soon as your payment is confirmed.`;
  }
  return `A confirmation email has been sent to ${order.customerEmail}.`;
}

/**
 * Empties the cart once, for the order this browser just checked out (decision 116): not for another order,
 * one opened again from history, or a checkout that ended unpaid.
 */
function useClearCheckedOutCart(order: OrderDetails | null) {
  const { restored, clear } = useCart();
  const orderId = order && !isNotCompleted(order.status) ? order.orderId : null;
  // After the stored cart is read, or the restore would bring it back.
  useEffect(() => {
    if (!restored || !orderId || checkedOutOrderId() !== orderId) return;
    clear();
    forgetCheckoutAttempt();
    forgetCheckedOutOrder();
  }, [restored, orderId, clear]);
}

/**
 * The order confirmation (docs/product.md#order-confirmation): shown at once, updated when the payment is confirmed.
 */
export function OrderSuccessPage({ data }: { data: OrderSuccessData }) {
  const { order } = data;
  useClearCheckedOutCart(order);
  useOrderPolling(order?.status);
  const headline = headlineOf(data);
  const note = order && emailNote(order);

  return (
    <div className="bg-muted/40">
      <div className="container-page max-w-3xl py-10 md:py-16">
        <div className="flex flex-col items-center text-center" aria-live="polite">
          <span className={`flex size-16 items-center justify-center rounded-full ${headline.tone}`}>
            <headline.icon aria-hidden className="size-9" />
          </span>
          <h1 className="mt-5 font-display text-3xl font-black md:text-4xl">{headline.title}</h1>
          <p className="mt-3 max-w-xl text-muted-foreground">{headline.text}</p>
        </div>
        <div className="mt-8 flex flex-col gap-6">
          {order?.testMode && <TestOrderNotice />}
          {order && <OrderDetailsCard order={order} />}
          {note && (
            <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
              <MailIcon aria-hidden className="size-4 shrink-0" />
              {note}
            </p>
          )}
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/products">Continue Shopping</Link>
            </Button>
            <OrderHistoryLink order={order} />
          </div>
        </div>
      </div>
    </div>
  );
}
