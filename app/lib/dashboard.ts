import type { LowStockLine } from "./stock-ledger";
import { addDays } from "./store-time";
import { divideRoundHalfEven } from "./tax";

/** The back office's sales at a glance. Days are the store's calendar days (STORE_TIME_ZONE). */

export const DASHBOARD_PERIODS = ["today", "7d", "30d", "90d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
};

const PERIOD_LENGTH_DAYS: Record<DashboardPeriod, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

/** A run of whole days, first and last included, as YYYY-MM-DD. */
export type DayRange = { first: string; last: string };

/** The period ending today, and the one of the same length just before it, to compare with. */
export type DashboardWindow = { current: DayRange; previous: DayRange };

export type SalesFigures = {
  /** What paid orders were charged, shipping and tax included, before refunds. */
  revenueCents: number;
  orders: number;
  averageOrderCents: number;
  /** Money sent back by completed refunds in the period, whichever period the order was paid in. */
  refundsCents: number;
};

export type DayRevenue = { day: string; revenueCents: number; orders: number };

export type BestSeller = { slug: string; title: string; units: number; revenueCents: number };

export type SalesDashboard = {
  period: DashboardPeriod;
  window: DashboardWindow;
  /** Whether the figures are the test orders' (the store takes test payments) rather than real ones. */
  testOrders: boolean;
  current: SalesFigures;
  previous: SalesFigures;
  /** Every day of the period, days without a sale included, for the chart; at least the last 7 days. */
  revenueByDay: DayRevenue[];
  bestSellers: { byUnits: BestSeller[]; byRevenue: BestSeller[] };
  /** Flavours at or under their alert level, as the daily e-mail lists them. */
  lowStock: LowStockLine[];
  /** How many flavours are low in all, of which `lowStock` shows the first few. */
  lowStockCount: number;
  /** Orders someone has to act on now, whenever they were placed. */
  attention: { needsAttention: number; toPack: number };
};

/** How many best sellers and low-stock products the dashboard lists. */
export const DASHBOARD_LIST_LENGTH = 5;

export function dashboardWindow(period: DashboardPeriod, today: string): DashboardWindow {
  const length = PERIOD_LENGTH_DAYS[period];
  const first = addDays(today, 1 - length);
  return { current: { first, last: today }, previous: { first: addDays(first, -length), last: addDays(first, -1) } };
}

/** The chart's days: the period's, but never fewer than a week, so "today" still shows a trend. */
export function chartRange(period: DashboardPeriod, today: string): DayRange {
  return { first: addDays(today, 1 - Math.max(7, PERIOD_LENGTH_DAYS[period])), last: today };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Average order value in whole cents, half a cent rounded to even; nothing sold is $0. */
export function averageOrderCents(revenueCents: number, orders: number): number {
  return orders === 0 ? 0 : divideRoundHalfEven(revenueCents, orders);
}

/** The change from the previous period in whole percent; null where there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "Nov 26" for a YYYY-MM-DD day, read as a calendar day. */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
