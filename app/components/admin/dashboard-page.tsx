import { Link } from "react-router";
import type { SubscriptionFigures } from "~/lib/admin-subscriptions";
import {
  type BestSeller,
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  percentChange,
  type SalesDashboard,
  type SalesFigures,
  shortDay,
} from "~/lib/dashboard";
import { formatCents } from "~/lib/money";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { RevenueChart } from "./revenue-chart";
import { TabPills } from "./status-tabs";

const FIGURES: { key: keyof SalesFigures; label: string; format: (value: number) => string }[] = [
  { key: "revenueCents", label: "Revenue", format: formatCents },
  { key: "orders", label: "Orders", format: String },
  { key: "averageOrderCents", label: "Average order", format: formatCents },
  { key: "refundsCents", label: "Refunds", format: formatCents },
];

/** "today" compares with yesterday; the others with the same number of days before. */
function previousLabel(period: DashboardPeriod): string {
  return period === "today" ? "yesterday" : `the previous ${DASHBOARD_PERIOD_LABELS[period]}`;
}

/** The owners' sales at a glance: figures against the previous period, the trend, what to act on. */
export function DashboardPage({
  dashboard,
  subscriptions,
}: {
  dashboard: SalesDashboard;
  subscriptions: SubscriptionFigures;
}) {
  const { period, window, current, previous } = dashboard;
  const span =
    window.current.first === window.current.last
      ? shortDay(window.current.first)
      : `${shortDay(window.current.first)} – ${shortDay(window.current.last)}`;
  return (
    <>
      <AdminPageHeading title="Dashboard">
        Paid orders by the day they were paid ({span}), against {previousLabel(period)}.
        {dashboard.testOrders && " The store takes test payments, so these figures are its test orders."}
      </AdminPageHeading>
      <TabPills
        label="Period"
        tabs={DASHBOARD_PERIODS.map((value) => ({
          to: value === "7d" ? "/admin/dashboard" : `/admin/dashboard?period=${value}`,
          label: DASHBOARD_PERIOD_LABELS[value],
          current: value === period,
        }))}
      />
      <Attention attention={dashboard.attention} />
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map(({ key, label, format }) => (
          <div key={key} className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold tabular-nums">{format(current[key])}</dd>
            <dd className="mt-1 text-xs text-muted-foreground">
              <Change current={current[key]} previous={previous[key]} />
              {` (${format(previous[key])} ${previousLabel(period)})`}
            </dd>
          </div>
        ))}
      </dl>
      <SubscribeAndSave figures={subscriptions} />
      <section aria-labelledby="revenue-heading" className="mt-8">
        <h2 id="revenue-heading" className="mb-3 text-lg font-semibold">
          Revenue by day
        </h2>
        <RevenueChart days={dashboard.revenueByDay} />
      </section>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <BestSellers title="Best sellers by units" sellers={dashboard.bestSellers.byUnits} />
        <BestSellers title="Best sellers by revenue" sellers={dashboard.bestSellers.byRevenue} />
      </div>
      <div className="mt-8">
        <h2 className="mb-3 text-lg font-semibold">Low stock</h2>
        {dashboard.lowStockCount > 0 && (
          <p className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span>
              {lowStockCountText(dashboard.lowStockCount)}
              {dashboard.lowStockCount > dashboard.lowStock.length && `; the ${dashboard.lowStock.length} lowest:`}
            </span>
            <Link to="/admin/stock?low=on" className="font-semibold underline underline-offset-2">
              See all low stock
            </Link>
          </p>
        )}
        {dashboard.lowStock.length === 0 ? (
          <p className="text-muted-foreground">No product in the store is at or under its low-stock alert level.</p>
        ) : (
          <AdminTable label="Low stock" head={["Product", "In stock"]}>
            {dashboard.lowStock.map((line) => (
              <tr key={line.sku}>
                <td className="px-3 py-2">
                  <Link to={`/admin/stock/${line.productId}`} className="font-semibold hover:underline">
                    {line.title}
                  </Link>
                </td>
                <td className="px-3 py-2 tabular-nums">{line.stock === 0 ? "Out of stock" : line.stock}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </>
  );
}

/** Subscribe & Save as it stands today: not tied to the period above. */
function SubscribeAndSave({ figures }: { figures: SubscriptionFigures }) {
  const items = [
    { label: "Active subscriptions", value: figures.active.toLocaleString("en-US") },
    { label: "Monthly recurring revenue", value: formatCents(figures.monthlyRecurringCents) },
    { label: "Cancellations this month", value: figures.canceledThisMonth.toLocaleString("en-US") },
  ];
  return (
    <section aria-labelledby="subscriptions-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="subscriptions-heading" className="text-lg font-semibold">
          Subscribe &amp; Save
        </h2>
        <Link to="/admin/subscriptions" className="text-sm font-semibold underline underline-offset-2">
          See subscriptions
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Monthly recurring revenue: each active subscription's price per delivery, before shipping and tax, times its
        deliveries in a year, divided by 12.
      </p>
    </section>
  );
}

/** "42 items are at or under their alert level": products and flavours, as the daily e-mail lists them. */
function lowStockCountText(count: number): string {
  return count === 1
    ? "1 item is at or under its alert level"
    : `${count.toLocaleString("en-US")} items are at or under their alert level`;
}

/** "▲ 12%", "▼ 5%", "no change", or "new" where the previous period had none. */
function Change({ current, previous }: { current: number; previous: number }) {
  const change = percentChange(current, previous);
  if (change === null) return <span className="font-semibold text-emerald-700">New</span>;
  if (change === 0) return <span>No change</span>;
  return (
    <span className={change > 0 ? "font-semibold text-emerald-700" : "font-semibold text-destructive"}>
      <span aria-hidden>{change > 0 ? "▲" : "▼"} </span>
      {change > 0 ? "Up" : "Down"} {Math.abs(change)}%
    </span>
  );
}

function Attention({ attention }: { attention: SalesDashboard["attention"] }) {
  const items = [
    {
      count: attention.needsAttention,
      text: (n: number) => `${n} paid ${n === 1 ? "order needs" : "orders need"} attention`,
      to: "/admin/orders?state=needs_attention",
    },
    {
      count: attention.toPack,
      text: (n: number) => `${n} paid ${n === 1 ? "order" : "orders"} to pack`,
      to: "/admin/orders?state=paid",
    },
  ];
  return (
    <section aria-label="Waiting on the shop" className="flex flex-wrap gap-3">
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={
            item.count > 0
              ? "rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 hover:underline"
              : "rounded-md border px-3 py-2 text-sm text-muted-foreground hover:underline"
          }
        >
          {item.text(item.count)}
        </Link>
      ))}
    </section>
  );
}

function BestSellers({ title, sellers }: { title: string; sellers: BestSeller[] }) {
  return (
    <div>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {sellers.length === 0 ? (
        <p className="text-muted-foreground">Nothing sold in this period.</p>
      ) : (
        <AdminTable label={title} head={["Product", "Units", "Revenue"]}>
          {sellers.map((seller) => (
            <tr key={seller.slug}>
              <td className="px-3 py-2">{seller.title}</td>
              <td className="px-3 py-2 tabular-nums">{seller.units}</td>
              <td className="px-3 py-2 tabular-nums">{formatCents(seller.revenueCents)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
