import { CheckIcon, CircleIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { TrackedOrder } from "~/lib/order-details";
import { isPaidStatus } from "~/lib/order-status";
import { OrderAmounts } from "./order-amounts";
import { OrderCard } from "./order-card";
import { OrderItems } from "./order-items";
import { OrderStatusBadge } from "./order-status-badge";
import { TestOrderNotice } from "./test-order-notice";
import { TrackingLink } from "./tracking-link";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

type Step = { label: string; at: string | null; done: boolean };

/** The order's history as the store knows it: placed, paid, then each fulfilment step taken. */
function historySteps(order: TrackedOrder): Step[] {
  const paid = isPaidStatus(order.status);
  const steps: Step[] = [
    { label: "Order placed", at: order.placedAt, done: true },
    { label: paid ? "Payment confirmed" : "Awaiting payment", at: order.paidAt, done: paid },
  ];
  if (order.status === "failed") steps.push({ label: "Payment failed", at: null, done: true });
  if (order.status === "canceled") steps.push({ label: "Order canceled", at: null, done: true });
  if (order.packedAt) steps.push({ label: "Packed", at: order.packedAt, done: true });
  if (order.shippedAt) steps.push({ label: "Shipped", at: order.shippedAt, done: true });
  if (order.outForDeliveryAt) steps.push({ label: "Out for delivery", at: order.outForDeliveryAt, done: true });
  if (order.deliveredAt) steps.push({ label: "Delivered", at: order.deliveredAt, done: true });
  return steps;
}

/** What /track-order shows for a found order. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  return (
    <OrderCard
      title={
        <>
          Order <span className="font-mono">{order.orderNumber}</span>
        </>
      }
      badge={<OrderStatusBadge status={order.status} />}
    >
      <div className="grid gap-6 px-5 py-5">
        {order.testMode && <TestOrderNotice />}
        <ol aria-label="Order history" className="grid gap-3">
          {historySteps(order).map((step) => (
            <li key={step.label} className="flex items-center gap-3 text-sm">
              <span
                className={cn(
                  "flex size-6 items-center justify-center rounded-full",
                  step.done ? "bg-emerald-600 text-white" : "bg-muted text-muted-foreground",
                )}
              >
                {step.done ? (
                  <CheckIcon aria-hidden className="size-4" />
                ) : (
                  <CircleIcon aria-hidden className="size-3" />
                )}
              </span>
              <span className="font-semibold">{step.label}</span>
              {step.at && <span className="text-muted-foreground">{dateTime.format(new Date(step.at))}</span>}
            </li>
          ))}
        </ol>
        {order.tracking && <TrackingLink tracking={order.tracking} />}
        <div>
          <h3 className="text-sm font-bold">Items</h3>
          <OrderItems items={order.items} />
        </div>
        <OrderAmounts order={order} className="border-t border-border pt-4" />
      </div>
    </OrderCard>
  );
}
