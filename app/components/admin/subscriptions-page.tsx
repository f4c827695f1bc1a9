import { Form, Link } from "react-router";
import { FormField } from "~/components/form/form-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { SEARCH_MAX_LENGTH } from "~/lib/admin-orders";
import {
  everyWeeksText,
  nextDeliveryText,
  SUBSCRIPTION_LIST_TABS,
  type SubscriptionListFilters,
  type SubscriptionListPage,
  subscriptionFiltersQuery,
  subscriptionItemText,
} from "~/lib/admin-subscriptions";
import { formatCents } from "~/lib/money";
import { SUBSCRIPTION_STATUS_LABELS } from "~/lib/subscriptions";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { EmptyListPage, Pagination } from "./pagination";
import { TabPills } from "./status-tabs";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

type Props = { filters: SubscriptionListFilters; subscriptions: SubscriptionListPage };

const EMPTY: Record<SubscriptionListFilters["status"], string> = {
  active: "No subscription is active.",
  paused: "No subscription is paused.",
  canceled: "No subscription has been cancelled.",
  all: "Nobody has subscribed yet.",
};

/**
 * Subscribe & Save's subscriptions for the shop: a tab per state (with counts for the search), a search by customer
 * or product, newest first, each row linking to its page. The search and tab live in the address, so the CSV export
 * and the pages follow them.
 */
export function SubscriptionsPage({ filters, subscriptions }: Props) {
  const query = subscriptionFiltersQuery(filters);
  const total = Object.values(subscriptions.counts).reduce((sum, n) => sum + n, 0);
  return (
    <>
      <AdminPageHeading title="Subscriptions">
        Subscribe &amp; Save deliveries, newest first. Open one to see its renewals and charges.
      </AdminPageHeading>
      <Form
        key={query}
        method="get"
        role="search"
        aria-label="Search subscriptions"
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        {filters.status !== "active" && <input type="hidden" name="status" value={filters.status} />}
        <FormField
          label="E-mail, name or product"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={SEARCH_MAX_LENGTH}
          className="sm:w-80"
        />
        <Button type="submit" variant="outline" className="h-11">
          Search
        </Button>
      </Form>
      <TabPills
        label="Subscriptions by state"
        tabs={SUBSCRIPTION_LIST_TABS.map((status) => {
          const to = subscriptionFiltersQuery({ ...filters, status });
          const count = status === "all" ? total : subscriptions.counts[status];
          const label = status === "all" ? "All" : SUBSCRIPTION_STATUS_LABELS[status];
          return {
            to: to ? `/admin/subscriptions?${to}` : "/admin/subscriptions",
            label: `${label} (${count.toLocaleString("en-US")})`,
            current: status === filters.status,
          };
        })}
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {`${subscriptions.matching.toLocaleString("en-US")} ${subscriptions.matching === 1 ? "subscription" : "subscriptions"}`}
        </p>
        <a
          href={`/admin/subscriptions/export${query ? `?${query}` : ""}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          download
        >
          Download CSV
        </a>
      </div>
      {subscriptions.items.length === 0 ? (
        <EmptyListPage
          page={subscriptions.page}
          pageCount={subscriptions.pageCount}
          query={query}
          empty={filters.q ? `No subscription in this list matches “${filters.q}”.` : EMPTY[filters.status]}
        />
      ) : (
        <AdminTable label="Subscriptions" head={["State", "Customer", "Items", "Next delivery", "Per delivery"]}>
          {subscriptions.items.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2">
                <SubscriptionStatusBadge status={row.status} />
                {row.testMode && <span className="ml-2 text-xs text-muted-foreground">Test</span>}
              </td>
              <td className="px-3 py-2">
                <span className="block font-medium">
                  {row.firstName} {row.lastName}
                </span>
                <span className="block break-all text-muted-foreground">{row.email}</span>
              </td>
              <td className="min-w-48 px-3 py-2">
                <Link to={`/admin/subscriptions/${row.id}`} className="font-semibold underline underline-offset-2">
                  {subscriptionItemText(row)}
                </Link>
                <span className="block text-muted-foreground">{everyWeeksText(row.cadenceWeeks)}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{nextDeliveryText(row)}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatCents(row.amountCents)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination
        page={subscriptions.page}
        pageCount={subscriptions.pageCount}
        query={query}
        labels={{ previous: "Newer", next: "Older" }}
      />
    </>
  );
}
