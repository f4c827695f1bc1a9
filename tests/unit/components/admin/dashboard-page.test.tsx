import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DashboardPage } from "~/components/admin/dashboard-page";
import type { SalesDashboard } from "~/lib/dashboard";

const NO_SALES = { revenueCents: 0, orders: 0, averageOrderCents: 0, refundsCents: 0 };

function dashboard(lowStockCount: number): SalesDashboard {
  return {
    period: "7d",
    window: {
      current: { first: "2026-03-04", last: "2026-03-10" },
      previous: { first: "2026-02-25", last: "2026-03-03" },
    },
    testOrders: false,
    current: NO_SALES,
    previous: NO_SALES,
    revenueByDay: [],
    bestSellers: { byUnits: [], byRevenue: [] },
    lowStock: ["A", "B", "C", "D", "E"].map((title, index) => ({
      productId: `p${index}`,
      title,
      sku: title,
      stock: index,
      lowStockThreshold: 5,
    })),
    lowStockCount,
    attention: { needsAttention: 0, toPack: 0 },
  };
}

function render(data: SalesDashboard): string {
  const subscriptions = { active: 3, monthlyRecurringCents: 12_345, canceledThisMonth: 1 };
  const router = createMemoryRouter(
    [{ path: "*", element: <DashboardPage dashboard={data} subscriptions={subscriptions} /> }],
    { initialEntries: ["/admin/dashboard"] },
  );
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("the dashboard's low stock", () => {
  it("says how many are low in all beside the lowest few, and links to the full list", () => {
    const html = render(dashboard(42));
    expect(html).toContain("42 items are at or under their alert level; the 5 lowest:");
    expect(html).toMatch(/<a [^>]*href="\/admin\/stock\?low=on"[^>]*>See all low stock<\/a>/);
  });

  it("gives the count alone when every low one is listed", () => {
    const html = render(dashboard(5));
    expect(html).toContain("5 items are at or under their alert level");
    expect(html).not.toContain("lowest:");
  });
});

describe("the dashboard's Subscribe & Save figures", () => {
  it("shows the active subscriptions, the monthly recurring revenue and this month's cancellations", () => {
    const html = render(dashboard(0));
    expect(html).toMatch(/<dt[^>]*>Active subscriptions<\/dt><dd[^>]*>3<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Monthly recurring revenue<\/dt><dd[^>]*>\$123\.45<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Cancellations this month<\/dt><dd[^>]*>1<\/dd>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/subscriptions"[^>]*>See subscriptions<\/a>/);
  });
});
