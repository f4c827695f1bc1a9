import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders, subscriptions } from "~/.server/db/schema";
import type { SubscriptionFigures } from "~/lib/admin-subscriptions";
import { storeDay, storeMidnight } from "~/lib/store-time";
import { adminRowColumns } from "./admin-shape";

/** The first day of the month after `day`'s, YYYY-MM-01. */
function nextMonthStart(day: string): string {
  const [year = 0, month = 1] = day.split("-").map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * The dashboard's Subscribe & Save figures (docs/back-office.md#dashboard): active subscriptions, their monthly
 * recurring revenue (each one's amount per delivery × 52 / its cadence in weeks / 12, summed, then rounded to the
 * cent) and the cancellations since the first of this month on the store's calendar (Texas). Like the sales figures,
 * they are the test ones while the store takes test payments. The dashboard's route calls this: reports sit below
 * subscriptions and may not import them.
 */
export async function getSubscriptionFigures(options: {
  testOrders: boolean;
  now?: Date;
  db?: Database;
}): Promise<SubscriptionFigures> {
  const db = options.db ?? (await getDb());
  const today = storeDay(options.now ?? new Date());
  const monthStart = `${today.slice(0, 7)}-01`;
  const ofThisMode = eq(adminRowColumns.testMode, options.testOrders);
  const summed = () =>
    db
      .select({
        subscriptions: count(),
        // Numeric, not integer, arithmetic: the monthly share of a delivery is rarely a whole cent.
        monthly: sql<string>`coalesce(round(sum(${adminRowColumns.amountCents}::numeric * 52 / (${subscriptions.cadenceWeeks} * 12))), 0)::text`,
      })
      .from(subscriptions)
      .leftJoin(orderLines, eq(orderLines.id, subscriptions.sourceOrderLineId))
      .leftJoin(orders, eq(orders.id, orderLines.orderId));
  const [[active], [canceled]] = await Promise.all([
    summed().where(and(eq(subscriptions.status, "active"), ofThisMode)),
    summed().where(
      and(
        eq(subscriptions.status, "canceled"),
        gte(subscriptions.canceledAt, storeMidnight(monthStart)),
        lt(subscriptions.canceledAt, storeMidnight(nextMonthStart(monthStart))),
        ofThisMode,
      ),
    ),
  ]);
  return {
    active: active?.subscriptions ?? 0,
    monthlyRecurringCents: Number(active?.monthly ?? 0),
    canceledThisMonth: canceled?.subscriptions ?? 0,
  };
}
