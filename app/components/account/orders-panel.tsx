import { PackageIcon } from "lucide-react";
import { OrderAmounts } from "~/components/checkout/order-amounts";
import { OrderItems } from "~/components/checkout/order-items";
import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import { TestOrderNotice } from "~/components/checkout/test-order-notice";
import { STORE_TIME_ZONE, type TrackedOrder } from "~/lib/checkout";
import { AccountPanel, EmptyPanel } from "./account-panel";

// The store's calendar, so the server and the browser print the same date.
const placedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: STORE_TIME_ZONE });

/** The order history "View Order History" points to (decision 101): orders placed with the verified address. */
export function OrdersPanel({ orders }: { orders: TrackedOrder[] }) {
  return (
    <AccountPanel title={`Orders (${orders.length})`}>
      {orders.length === 0 ? (
        <EmptyPanel icon={PackageIcon} title="No orders yet" action={{ to: "/products", label: "Start Shopping" }}>
          Orders you place with this email address appear here, with their status and delivery.
        </EmptyPanel>
      ) : (
        <ol className="grid gap-4">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
    </AccountPanel>
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
        </div>
        <OrderAmounts order={order} />
      </div>
    </article>
  );
}
