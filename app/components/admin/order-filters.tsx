import { Form, Link } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { type OrderListFilters, SEARCH_MAX_LENGTH, TEST_ORDER_CHOICES, TEST_ORDER_LABELS } from "~/lib/admin-orders";
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS } from "~/lib/delivery";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/lib/order-status";
import { LabelledSelect } from "./labelled-select";

const STATE_OPTIONS = [
  { value: "", label: "All states" },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
const DELIVERY_OPTIONS = [
  { value: "", label: "Any delivery" },
  ...DELIVERY_METHODS.map((method) => ({ value: method, label: DELIVERY_METHOD_LABELS[method] })),
];
const TEST_OPTIONS = TEST_ORDER_CHOICES.map((choice) => ({ value: choice, label: TEST_ORDER_LABELS[choice] }));

/**
 * The order list's search and filters: a GET form, so the filters live in the address and a filtered list
 * can be bookmarked, paged and exported. Keyed by the query so Back and a bookmark show their own values.
 */
export function OrderFilters({ filters }: { filters: OrderListFilters }) {
  return (
    <Form method="get" role="search" aria-label="Filter orders" className="mb-6 rounded-lg border p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FormField
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={SEARCH_MAX_LENGTH}
          hint="Order number, e-mail or name"
          className="sm:col-span-2 lg:col-span-3"
        />
        <LabelledSelect label="State" name="state" defaultValue={filters.state ?? ""} options={STATE_OPTIONS} />
        <FormField
          label="Placed from"
          name="from"
          type="date"
          defaultValue={filters.from ?? ""}
          hint="The store's day, in Texas"
        />
        <FormField
          label="Placed until"
          name="to"
          type="date"
          defaultValue={filters.to ?? ""}
          hint="The store's day, in Texas, included"
        />
        <LabelledSelect
          label="Delivery"
          name="delivery"
          defaultValue={filters.delivery ?? ""}
          options={DELIVERY_OPTIONS}
        />
        <LabelledSelect label="Test orders" name="test" defaultValue={filters.test} options={TEST_OPTIONS} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" variant="ink">
          Apply filters
        </Button>
        <Link to="/admin/orders" className={buttonVariants({ variant: "outline" })}>
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
