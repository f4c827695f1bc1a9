import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { type BulkOutcome, filtersQuery, type OrderListFilters, type OrderListPage } from "~/lib/admin-orders";
import { AdminPageHeading } from "./admin-table";
import { BulkOutcomePanel } from "./bulk-outcome";
import { OrderFilters } from "./order-filters";
import { OrdersTable } from "./orders-table";
import { EmptyListPage, Pagination } from "./pagination";

const BULK_FORM = "bulk-orders";

type Props = {
  filters: OrderListFilters;
  orders: OrderListPage;
  result: { error: string } | { outcome: BulkOutcome } | undefined;
};

function countText(orders: OrderListPage): string {
  const count = `${orders.matching.toLocaleString("en-US")}${orders.more ? "+" : ""}`;
  return `${count} ${orders.matching === 1 && !orders.more ? "order" : "orders"}`;
}

/**
 * The back office's order list: search and filters in the address, the matching orders newest first, and
 * bulk steps for the ticked ones. "Mark shipped" and the packing slips open their own pages for the ticked
 * orders (the buttons send the form there by GET); "Mark packed" posts here.
 */
export function OrdersPage({ filters, orders, result }: Props) {
  const query = filtersQuery(filters);
  return (
    <>
      <AdminPageHeading title="Orders">Newest first. Tick orders to act on several at once.</AdminPageHeading>
      <OrderFilters key={query} filters={filters} />
      {result && "error" in result && <FormAlert>{result.error}</FormAlert>}
      {result && "outcome" in result && <BulkOutcomePanel outcome={result.outcome} doneText="Marked packed" />}

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {countText(orders)}
        </p>
        <a
          href={`/admin/orders/export${query ? `?${query}` : ""}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          download
        >
          Download CSV
        </a>
      </div>
      {orders.items.length === 0 ? (
        <EmptyListPage
          page={orders.page}
          pageCount={orders.pageCount}
          query={query}
          empty={query ? "No orders match these filters." : "No orders yet."}
        />
      ) : (
        <>
          <Form id={BULK_FORM} method="post" aria-label="Selected orders" className="mb-3 flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="pack" variant="ink" size="sm">
              Mark packed
            </Button>
            <Button type="submit" formMethod="get" formAction="/admin/orders/ship" variant="outline" size="sm">
              Mark shipped
            </Button>
            <Button type="submit" formMethod="get" formAction="/admin/orders/packing-slips" variant="outline" size="sm">
              Print packing slips
            </Button>
          </Form>
          <OrdersTable orders={orders.items} formId={BULK_FORM} />
        </>
      )}
      <Pagination page={orders.page} pageCount={orders.pageCount} more={orders.more} query={query} />
    </>
  );
}
