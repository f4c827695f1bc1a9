import { count, desc } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { subscriptions } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, adminPageCount } from "~/lib/admin";
import type {
  SubscriptionListFilters,
  SubscriptionListPage,
  SubscriptionStatusCounts,
} from "~/lib/admin-subscriptions";
import { SUBSCRIPTION_STATUSES } from "~/lib/subscriptions";
import { selectAdminRows, subscriptionListWhere, subscriptionSearch, toAdminSubscriptionRow } from "./admin-shape";

/**
 * The back office's subscription list (docs/back-office.md#subscriptions): the subscriptions in the tab's state that
 * match the search, newest first, one page at a time, with each state's count for the tabs. Subscriptions are a
 * few per customer, so the count is exact.
 */
export async function listAdminSubscriptions(options: {
  filters: SubscriptionListFilters;
  page: number;
  db?: Database;
}): Promise<SubscriptionListPage> {
  const db = options.db ?? (await getDb());
  const { filters, page } = options;
  const [rows, byStatus] = await Promise.all([
    selectAdminRows(db, {})
      .where(subscriptionListWhere(filters))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ status: subscriptions.status, value: count() })
      .from(subscriptions)
      .where(subscriptionSearch(filters.q))
      .groupBy(subscriptions.status),
  ]);
  const counts = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as SubscriptionStatusCounts;
  for (const row of byStatus) counts[row.status] = row.value;
  const matching =
    filters.status === "all" ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[filters.status];
  return {
    items: rows.map(toAdminSubscriptionRow),
    page,
    pageCount: adminPageCount(matching),
    matching,
    counts,
  };
}
