import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderLines, orders, productVariants, refunds } from "~/.server/db/schema";
import { getSalesDashboard } from "~/.server/reports/get-sales-dashboard";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { insertOrders } from "../../support/order-rows";

const t = withTestDatabase();

// 13:00 on Tuesday 10 March 2026 in San Angelo (CDT, UTC-5 since 8 March).
const now = new Date("2026-03-10T18:00:00Z");

/** The orders of a hand count: which are in which period is written beside each. */
async function seedOrders() {
  const [a, b, c, d, g] = await insertOrders(
    t.db,
    // A: paid this morning, still to pack.
    { status: "paid", paidAt: new Date("2026-03-10T15:00:00Z"), totalCents: 2699 },
    // B: 23:30 on 9 March in Texas, though already 10 March in UTC.
    { status: "shipped", paidAt: new Date("2026-03-10T04:30:00Z"), totalCents: 5000 },
    // C: the first minute of 4 March in Texas (CST, UTC-6): the first day of the 7 days.
    { status: "delivered", paidAt: new Date("2026-03-04T06:00:00Z"), totalCents: 1000 },
    // D: the minute before: the previous 7 days.
    { status: "delivered", paidAt: new Date("2026-03-04T05:59:00Z"), totalCents: 4000 },
    // G: paid on 8 March, stock ran out.
    { status: "needs_attention", paidAt: new Date("2026-03-08T17:00:00Z"), totalCents: 3000 },
    // Never paid: in no figure.
    { status: "pending", totalCents: 9999 },
    { status: "expired", totalCents: 8888 },
  );
  // F: a test order paid today, counted only among test orders.
  await insertOrders(t.db, {
    status: "paid",
    paidAt: new Date("2026-03-10T16:00:00Z"),
    totalCents: 1234,
    testMode: true,
  });
  const rows = await t.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.orderNumber, [a, b, c, d, g] as string[]));
  const id = (number: string | undefined) => rows.find((row) => row.orderNumber === number)?.id as string;
  const line = { position: 1, flavor: null, subscription: false };
  await t.db.insert(orderLines).values([
    {
      ...line,
      orderId: id(b),
      productSlug: "creatine",
      title: "Creatine",
      quantity: 5,
      unitPriceCents: 500,
      lineTotalCents: 2500,
    },
    {
      ...line,
      orderId: id(g),
      productSlug: "bcaa",
      title: "BCAA",
      quantity: 1,
      unitPriceCents: 2800,
      lineTotalCents: 2800,
    },
  ]);
  const refund = { provider: "test", actorEmail: "owner@example.com", orderStatusBefore: "delivered" as const };
  await t.db.insert(refunds).values([
    // Completed on 9 March for an order of the previous period: a refund counts when the money went back.
    {
      ...refund,
      orderId: id(d),
      idempotencyKey: "r1",
      amountCents: 500,
      status: "completed" as const,
      completedAt: new Date("2026-03-09T12:00:00Z"),
    },
    // Not (yet) money back: in no figure.
    { ...refund, orderId: id(b), idempotencyKey: "r2", amountCents: 1000, status: "pending" as const },
    { ...refund, orderId: id(b), idempotencyKey: "r3", amountCents: 700, status: "failed" as const },
  ]);
}

describe("getSalesDashboard", () => {
  it("counts paid orders by the store's day, against the previous period, and equals a hand count", async () => {
    await seedOrders();
    await insertProducts(
      t.db,
      { slug: "gone", title: "Gone", stock: 0 },
      { slug: "few", title: "Few", stock: 3 },
      { slug: "ten", title: "Ten", stock: 10, lowStockThreshold: 10 },
      // Over their alert level (5 unless set), or archived: not low stock.
      { slug: "six", title: "Six", stock: 6 },
      { slug: "plenty", title: "Plenty", stock: 11, lowStockThreshold: 10 },
      { slug: "archived", title: "Archived", stock: 0, archivedAt: new Date() },
      // Plenty in all (decision 183): 2 Mango, 20 Lime; the mango is low.
      { slug: "eaa", title: "EAA", flavors: ["Mango", "Lime"], stock: 22 },
    );
    await t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.sku, "EAA--MANGO"));
    await t.db.update(productVariants).set({ stock: 20 }).where(eq(productVariants.sku, "EAA--LIME"));
    const week = await getSalesDashboard({ period: "7d", testOrders: false, now, db: t.db });
    expect(week.window).toEqual({
      current: { first: "2026-03-04", last: "2026-03-10" },
      previous: { first: "2026-02-25", last: "2026-03-03" },
    });
    // A + B + C + G; 11,699 / 4 = 2,924.75, rounded to 2,925.
    expect(week.current).toEqual({ revenueCents: 11_699, orders: 4, averageOrderCents: 2925, refundsCents: 500 });
    expect(week.previous).toEqual({ revenueCents: 4000, orders: 1, averageOrderCents: 4000, refundsCents: 0 });
    expect(week.revenueByDay).toEqual([
      { day: "2026-03-04", revenueCents: 1000, orders: 1 },
      { day: "2026-03-05", revenueCents: 0, orders: 0 },
      { day: "2026-03-06", revenueCents: 0, orders: 0 },
      { day: "2026-03-07", revenueCents: 0, orders: 0 },
      { day: "2026-03-08", revenueCents: 3000, orders: 1 },
      { day: "2026-03-09", revenueCents: 5000, orders: 1 },
      { day: "2026-03-10", revenueCents: 2699, orders: 1 },
    ]);
    // Every inserted order has 2 x Whey Protein ($20.00); B adds 5 creatine, G one BCAA.
    expect(week.bestSellers.byUnits).toEqual([
      { slug: "whey", title: "Whey Protein", units: 8, revenueCents: 8000 },
      { slug: "creatine", title: "Creatine", units: 5, revenueCents: 2500 },
      { slug: "bcaa", title: "BCAA", units: 1, revenueCents: 2800 },
    ]);
    expect(week.bestSellers.byRevenue.map((seller) => seller.slug)).toEqual(["whey", "bcaa", "creatine"]);
    expect(week.lowStock.map((line) => [line.title, line.sku, line.stock])).toEqual([
      ["Gone", "GONE", 0],
      ["EAA (Mango)", "EAA--MANGO", 2],
      ["Few", "FEW", 3],
      ["Ten", "TEN", 10],
    ]);
    expect(week.lowStockCount).toBe(4);
    expect(week.attention).toEqual({ needsAttention: 1, toPack: 1 });
    expect(week.testOrders).toBe(false);

    const today = await getSalesDashboard({ period: "today", testOrders: false, now, db: t.db });
    expect(today.window.current).toEqual({ first: "2026-03-10", last: "2026-03-10" });
    expect(today.current).toMatchObject({ revenueCents: 2699, orders: 1 });
    expect(today.previous).toMatchObject({ revenueCents: 5000, orders: 1, refundsCents: 500 });
    // The chart still shows a week.
    expect(today.revenueByDay).toHaveLength(7);

    const quarter = await getSalesDashboard({ period: "90d", testOrders: false, now, db: t.db });
    expect(quarter.current).toMatchObject({ revenueCents: 15_699, orders: 5 });
    expect(quarter.revenueByDay).toHaveLength(90);
  });

  it("counts only test orders while the store takes test payments", async () => {
    await seedOrders();
    const week = await getSalesDashboard({ period: "7d", testOrders: true, now, db: t.db });
    expect(week.current).toEqual({ revenueCents: 1234, orders: 1, averageOrderCents: 1234, refundsCents: 0 });
    expect(week.attention).toEqual({ needsAttention: 0, toPack: 1 });
    expect(week.bestSellers.byUnits).toEqual([{ slug: "whey", title: "Whey Protein", units: 2, revenueCents: 2000 }]);
  });
});
