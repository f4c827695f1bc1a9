import { formatCents } from "~/lib/money";
import type { OrderDetails } from "~/lib/order-details";
import { OrderCard } from "./order-card";
import { OrderItems } from "./order-items";
import { OrderStatusBadge } from "./order-status-badge";
import { TrackingLink } from "./tracking-link";

/**
 * The confirmation's Order Details card: Order ID, Total, Email, Status and Items Ordered
 * (docs/product.md#order-confirmation).
 */
export function OrderDetailsCard({ order }: { order: OrderDetails }) {
  return (
    <OrderCard title="Order Details">
      <dl className="grid gap-4 px-5 py-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Order ID</dt>
          <dd className="mt-0.5 font-mono font-semibold">{order.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{formatCents(order.total)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="mt-0.5 font-semibold break-words">{order.customerEmail}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Status</dt>
          {/* Announced when it changes from pending to paid while the shopper waits. */}
          <dd className="mt-0.5" aria-live="polite">
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      {order.tracking && (
        <div className="border-t border-border px-5 py-4">
          <TrackingLink tracking={order.tracking} />
        </div>
      )}
      <div className="border-t border-border px-5 py-4">
        <h3 className="text-sm font-bold">Items Ordered</h3>
        <OrderItems items={order.items} />
      </div>
    </OrderCard>
  );
}
