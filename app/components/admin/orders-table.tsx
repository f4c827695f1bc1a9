import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import { type AdminOrderRow, formatAdminTime, type Paged } from "~/lib/admin";
import { formatCents } from "~/lib/money";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { Pagination } from "./pagination";

export function OrdersTable({ orders }: { orders: Paged<AdminOrderRow> }) {
  return (
    <>
      <AdminPageHeading title="Orders">The latest orders first.</AdminPageHeading>
      {orders.items.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <AdminTable label="Orders" head={["Order", "Date", "Customer", "Total", "State"]}>
          {orders.items.map((order) => (
            <tr key={order.orderNumber}>
              <td className="whitespace-nowrap px-3 py-2 font-semibold">
                {order.orderNumber}
                {order.testMode && <span className="ml-2 text-xs font-normal text-muted-foreground">Test</span>}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={order.createdAt.toISOString()}>{formatAdminTime(order.createdAt)}</time>
              </td>
              <td className="px-3 py-2 break-all">{order.email}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatCents(order.totalCents)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={orders.page} pageCount={orders.pageCount} />
    </>
  );
}
