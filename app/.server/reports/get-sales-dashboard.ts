import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders, refunds } from "~/.server/db/schema";
import { countLowStock, listLowStock } from "~/.server/stock/low-stock";
import {
  averageOrderCents,
  type BestSeller,
  chartRange,
  DASHBOARD_LIST_LENGTH,
  type DashboardPeriod,
  type DayRange,
  dashboardWindow,
  daysOf,
  type SalesDashboard,
  type SalesFigures,
} from "~/lib/dashboard";
import { addDays, STORE_TIME_ZONE, storeDay } from "~/lib/store-time";

/** The zone as a literal, not a parameter: Postgres must see the grouped expression as the selected one. */
const zone = sql.raw(`'${STORE_TIME_ZONE}'`);

/** Midnight starting a store day, as an instant: ranges compare instants, so an index on the column serves them. */
function startOfDay(day: string): SQL {
  return sql`(${day}::timestamp at time zone ${zone})`;
}

function withinDays(column: AnyPgColumn, range: DayRange): SQL | undefined {
  return and(gte(column, startOfDay(range.first)), lt(column, startOfDay(addDays(range.last, 1))));
}

/** Sums as text, read as a number: a bigint arrives as a string from one driver and a number from another. */
const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

type Scope = { db: Database; testOrders: boolean };

function paidWithin(scope: Scope, range: DayRange): SQL | undefined {
  return and(isNotNull(orders.paidAt), withinDays(orders.paidAt, range), eq(orders.testMode, scope.testOrders));
}

async function figuresFor(scope: Scope, range: DayRange): Promise<SalesFigures> {
  const [sales] = await scope.db
    .select({ revenue: sumOf(orders.totalCents), orders: count() })
    .from(orders)
    .where(paidWithin(scope, range));
  const [refunded] = await scope.db
    .select({ amount: sumOf(refunds.amountCents) })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, "completed"),
        withinDays(refunds.completedAt, range),
        eq(orders.testMode, scope.testOrders),
      ),
    );
  const revenueCents = Number(sales?.revenue ?? 0);
  const paidOrders = sales?.orders ?? 0;
  return {
    revenueCents,
    orders: paidOrders,
    averageOrderCents: averageOrderCents(revenueCents, paidOrders),
    refundsCents: Number(refunded?.amount ?? 0),
  };
}

async function revenueByDay(scope: Scope, range: DayRange): Promise<SalesDashboard["revenueByDay"]> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await scope.db
    .select({ day, revenue: sumOf(orders.totalCents), orders: count() })
    .from(orders)
    .where(paidWithin(scope, range))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((d) => ({
    day: d,
    revenueCents: Number(byDay.get(d)?.revenue ?? 0),
    orders: byDay.get(d)?.orders ?? 0,
  }));
}

async function bestSellers(scope: Scope, range: DayRange, by: "units" | "revenue"): Promise<BestSeller[]> {
  const units = sql<string>`sum(${orderLines.quantity})::text`;
  const revenue = sql<string>`sum(${orderLines.lineTotalCents})::text`;
  const rows = await scope.db
    .select({ slug: orderLines.productSlug, title: sql<string>`max(${orderLines.title})`, units, revenue })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(paidWithin(scope, range))
    .groupBy(orderLines.productSlug)
    .orderBy(
      desc(by === "units" ? sql`sum(${orderLines.quantity})` : sql`sum(${orderLines.lineTotalCents})`),
      asc(orderLines.productSlug),
    )
    .limit(DASHBOARD_LIST_LENGTH);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    units: Number(row.units),
    revenueCents: Number(row.revenue),
  }));
}

async function attention(scope: Scope): Promise<SalesDashboard["attention"]> {
  const rows = await scope.db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(eq(orders.testMode, scope.testOrders), inArray(orders.status, ["needs_attention", "paid"])))
    .groupBy(orders.status);
  const countOf = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { needsAttention: countOf("needs_attention"), toPack: countOf("paid") };
}

/**
 * The dashboard's figures: paid orders by the store day they were paid on, this period against the
 * one before; refunds by the day they completed; best sellers; products at or under the low-stock limit; the
 * orders waiting on the shop. Only test orders count while the store takes test payments, only real ones otherwise.
 */
export async function getSalesDashboard(options: {
  period: DashboardPeriod;
  testOrders: boolean;
  now?: Date;
  db?: Database;
}): Promise<SalesDashboard> {
  const scope = { db: options.db ?? (await getDb()), testOrders: options.testOrders };
  const today = storeDay(options.now ?? new Date());
  const window = dashboardWindow(options.period, today);
  const [current, previous, byDay, byUnits, byRevenue, lowStock, lowStockCount, waiting] = await Promise.all([
    figuresFor(scope, window.current),
    figuresFor(scope, window.previous),
    revenueByDay(scope, chartRange(options.period, today)),
    bestSellers(scope, window.current, "units"),
    bestSellers(scope, window.current, "revenue"),
    listLowStock({ db: scope.db, limit: DASHBOARD_LIST_LENGTH }),
    countLowStock({ db: scope.db }),
    attention(scope),
  ]);
  return {
    period: options.period,
    window,
    testOrders: options.testOrders,
    current,
    previous,
    revenueByDay: byDay,
    bestSellers: { byUnits, byRevenue },
    lowStock,
    lowStockCount,
    attention: waiting,
  };
}
