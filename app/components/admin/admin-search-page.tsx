import type * as React from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import { filtersQuery } from "~/lib/admin-orders";
import { ADMIN_SEARCH_MIN_LENGTH, type AdminSearchResults } from "~/lib/admin-search";
import { formatCents } from "~/lib/money";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading } from "./admin-table";

function Group({
  title,
  empty,
  more,
  children,
}: {
  title: string;
  empty: boolean;
  more?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = `search-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="text-sm text-muted-foreground">No {title.toLowerCase()} match.</p>
      ) : (
        <ul className="grid gap-2 text-sm">{children}</ul>
      )}
      {more && <p className="mt-3 text-sm">{more}</p>}
    </section>
  );
}

const LINK = "font-semibold underline-offset-2 hover:underline";

/**
 * The back office's search results (docs/back-office.md#searching-the-back-office), grouped: orders, products
 * (to the editor for owners, to the stock page for staff) and customers (to their orders).
 */
export function AdminSearchPage({ results, isOwner }: { results: AdminSearchResults; isOwner: boolean }) {
  const { q } = results;
  if (!results.searched) {
    return (
      <>
        <AdminPageHeading title="Search" />
        <p className="text-muted-foreground">
          {q ? `“${q}” is too short to search for. ` : ""}Type an order number, or at least {ADMIN_SEARCH_MIN_LENGTH}{" "}
          characters of a product's name or a customer's e-mail address.
        </p>
      </>
    );
  }
  const allOrders = `/admin/orders?${filtersQuery({ q, test: "include" })}`;
  return (
    <>
      <AdminPageHeading title="Search">Results for “{q}”</AdminPageHeading>
      <div className="grid gap-4">
        <Group
          title="Orders"
          empty={results.orders.length === 0}
          more={
            results.orderCount > results.orders.length && (
              <Link to={allOrders} className="underline underline-offset-2">
                See all {results.moreOrders ? `${results.orderCount.toLocaleString("en-US")}+` : results.orderCount}{" "}
                matching orders
              </Link>
            )
          }
        >
          {results.orders.map((order) => (
            <li key={order.orderNumber} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link to={`/admin/orders/${order.orderNumber}`} className={LINK}>
                {order.orderNumber}
              </Link>
              <span>
                {order.firstName} {order.lastName} · {order.email}
              </span>
              <time dateTime={order.createdAt.toISOString()} className="text-muted-foreground">
                {formatStoreDateTime(order.createdAt)}
              </time>
              <span className="tabular-nums">{formatCents(order.totalCents)}</span>
              <OrderStatusBadge status={order.status} />
              {order.testMode && <span className="text-xs text-muted-foreground">Test</span>}
            </li>
          ))}
        </Group>
        <Group title="Products" empty={results.products.length === 0}>
          {results.products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center gap-x-3">
              <Link to={isOwner ? `/admin/products/${product.id}` : `/admin/stock/${product.id}`} className={LINK}>
                {product.title}
              </Link>
              <span className="text-muted-foreground">
                {product.stock} in stock{product.archived && " · Archived"}
              </span>
            </li>
          ))}
        </Group>
        <Group title="Customers" empty={results.customers.length === 0}>
          {results.customers.map((customer) => (
            <li key={customer.email} className="flex flex-wrap items-center gap-x-3">
              <Link to={`/admin/orders?${filtersQuery({ q: customer.email, test: "include" })}`} className={LINK}>
                {customer.email}
              </Link>
              <span>{customer.name}</span>
              <span className="text-muted-foreground">
                {customer.lastOrderAt ? `Last order ${formatStoreDateTime(customer.lastOrderAt)}` : "No orders"}
                {customer.hasAccount ? " · Has an account" : " · Guest"}
              </span>
            </li>
          ))}
        </Group>
      </div>
    </>
  );
}
