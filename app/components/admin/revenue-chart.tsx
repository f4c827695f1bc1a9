import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useHydrated } from "~/hooks/use-hydrated";
import { type DayRevenue, shortDay } from "~/lib/dashboard";
import { formatCents } from "~/lib/money";

/** Whole dollars on the axis ("$1,200"): the exact cents are in the tooltip and the table. */
const axisDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * Revenue per day as bars, drawn once the page runs in the browser (the chart measures its box); the same
 * figures are always in a table under it, for screen readers and before the chart appears.
 */
export function RevenueChart({ days }: { days: DayRevenue[] }) {
  const hydrated = useHydrated();
  const data = days.map((day) => ({ label: shortDay(day.day), dollars: day.revenueCents / 100, ...day }));
  const best = days.reduce<DayRevenue | undefined>(
    (top, day) => (!top || day.revenueCents > top.revenueCents ? day : top),
    undefined,
  );
  const summary =
    best && best.revenueCents > 0
      ? `Revenue by day; the best day was ${shortDay(best.day)} with ${formatCents(best.revenueCents)}.`
      : "Revenue by day; nothing was sold in these days.";
  return (
    <div className="rounded-lg border p-3">
      <div role="img" aria-label={summary} className="h-64">
        {hydrated && (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" minTickGap={16} fontSize={12} />
              <YAxis
                tickFormatter={(value: number) => axisDollars.format(value)}
                tickLine={false}
                axisLine={false}
                width={64}
                fontSize={12}
              />
              <Tooltip
                formatter={(value) => [formatCents(Math.round(Number(value) * 100)), "Revenue"]}
                cursor={{ fill: "rgb(0 0 0 / 0.05)" }}
              />
              <Bar dataKey="dollars" fill="var(--color-brand)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">Show the figures as a table</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 font-semibold">
                Orders
              </th>
              <th scope="col" className="py-1 font-semibold">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="py-1 font-normal">
                  {shortDay(day.day)}
                </th>
                <td className="py-1 tabular-nums">{day.orders}</td>
                <td className="py-1 tabular-nums">{formatCents(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
