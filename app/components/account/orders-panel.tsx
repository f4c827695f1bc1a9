import { ChevronRightIcon, PackageIcon } from "lucide-react";
import { useId, useState } from "react";
import { OrderAmounts } from "~/components/checkout/order-amounts";
import { OrderItems } from "~/components/checkout/order-items";
import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import { TestOrderNotice } from "~/components/checkout/test-order-notice";
import { TrackingLink } from "~/components/checkout/tracking-link";
import { cn } from "~/components/ui/cn";
import type { TrackedOrder } from "~/lib/order-details";
import { isNotCompleted } from "~/lib/order-status";
import { STORE_TIME_ZONE } from "~/lib/store-time";
import { AccountPanel, EmptyPanel } from "./account-panel";

// The store's calendar, so the server and the browser print the same date.
const placedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: STORE_TIME_ZONE });

/**
 * The order history "View Order History" points to: orders placed with the verified address.
 * Checkouts that ended unpaid are kept apart, folded, so they never read as orders (decision 115).
 */
export function OrdersPanel({ orders }: { orders: TrackedOrder[] }) {
  const placed = orders.filter((order) => !isNotCompleted(order.status));
  const notCompleted = orders.filter((order) => isNotCompleted(order.status));
  return (
    <AccountPanel title={`Orders (${placed.length})`}>
      {placed.length === 0 ? (
        <EmptyPanel icon={PackageIcon} title="No orders yet" action={{ to: "/products", label: "Start Shopping" }}>
          Orders you place with this email address appear here, with their status and delivery.
        </EmptyPanel>
      ) : (
        <OrderList orders={placed} />
      )}
      {notCompleted.length > 0 && <NotCompletedOrders orders={notCompleted} />}
    </AccountPanel>
  );
}

function OrderList({ orders }: { orders: TrackedOrder[] }) {
  return (
    <ol className="grid gap-4">
      {orders.map((order) => (
        <li key={order.orderId}>
          <OrderCard order={order} />
        </li>
      ))}
    </ol>
  );
}

function NotCompletedOrders({ orders }: { orders: TrackedOrder[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="mt-8 border-t border-border pt-6">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
          className="flex items-center gap-2 font-semibold text-muted-foreground hover:text-foreground"
        >
          <ChevronRightIcon aria-hidden className={cn("size-4 transition-transform", open && "rotate-90")} />
          {`Not completed (${orders.length})`}
        </button>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Checkouts that were left before payment. Nothing was charged.
      </p>
      <div id={listId} hidden={!open} className="mt-4">
        <OrderList orders={orders} />
      </div>
    </section>
  );
}

function OrderCard({ order }: { order: TrackedOrder }) {
  const headingId = `order-${order.orderId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-background shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-muted/40 px-5 py-3">
        <div>
          <h3 id={headingId} className="font-bold">
            Order <span className="font-mono">{order.orderNumber}</span>
          </h3>
          <p className="text-sm text-muted-foreground">
            Placed <time dateTime={order.placedAt}>{placedDate.format(new Date(order.placedAt))}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="grid gap-4 px-5 py-4 md:grid-cols-[1fr_16rem] md:gap-8">
        <div>
          {order.testMode && <TestOrderNotice />}
          <OrderItems items={order.items} />
          {order.tracking && <TrackingLink tracking={order.tracking} />}
        </div>
        <OrderAmounts order={order} />
      </div>
    </article>
  );
}
