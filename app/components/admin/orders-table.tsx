import type * as React from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import type { AdminOrderRow } from "~/lib/admin-orders";
import { DELIVERY_METHOD_LABELS } from "~/lib/delivery";
import { formatCents } from "~/lib/money";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminTable } from "./admin-table";

/** Ticks or clears every row's box: a convenience once JavaScript runs; each box works on its own without. */
function selectEveryRow(event: React.ChangeEvent<HTMLInputElement>) {
  const table = event.currentTarget.closest("table");
  for (const box of table?.querySelectorAll<HTMLInputElement>('input[name="order"]') ?? []) {
    box.checked = event.currentTarget.checked;
  }
}

/** The list's rows, each with a box that belongs to the bulk form `formId` (the form sits outside the table). */
export function OrdersTable({ orders, formId }: { orders: AdminOrderRow[]; formId: string }) {
  const selectAll = <input type="checkbox" aria-label="Select every order on this page" onChange={selectEveryRow} />;
  return (
    <AdminTable label="Orders" head={[selectAll, "Order", "Date", "Customer", "Delivery", "Total", "State"]}>
      {orders.map((order) => (
        <tr key={order.orderNumber}>
          <td className="px-3 py-2">
            <input
              type="checkbox"
              name="order"
              value={order.orderNumber}
              form={formId}
              aria-label={`Select ${order.orderNumber}`}
            />
          </td>
          <td className="whitespace-nowrap px-3 py-2 font-semibold">
            <Link to={`/admin/orders/${order.orderNumber}`} className="underline-offset-2 hover:underline">
              {order.orderNumber}
            </Link>
            {order.testMode && <span className="ml-2 text-xs font-normal text-muted-foreground">Test</span>}
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <time dateTime={order.createdAt.toISOString()}>{formatStoreDateTime(order.createdAt)}</time>
          </td>
          <td className="px-3 py-2">
            <span className="block font-medium">
              {order.firstName} {order.lastName}
            </span>
            <span className="block break-all text-muted-foreground">{order.email}</span>
          </td>
          <td className="px-3 py-2">{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</td>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatCents(order.totalCents)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <OrderStatusBadge status={order.status} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
