import { describe, expect, it, vi } from "vitest";
import { getPayments } from "~/.server/payments";
import { getSubscriptionFigures } from "~/.server/subscriptions/get-subscription-figures";
import { instantOfStoreDateTime } from "~/lib/store-time";
import { loader } from "~/routes/admin/dashboard";
import { createOwner, routeCaller, withProcessDatabase } from "../../support/admin";
import { withTestDatabase } from "../../support/database";
import { insertSubscriptions, sourceLine } from "../../support/subscription-rows";

// An owner is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

/** Mid-March on the store's clock (Texas). */
const MARCH_15 = instantOfStoreDateTime("2026-03-15T12:00");

const figures = (options: { testOrders?: boolean; now?: Date } = {}) =>
  getSubscriptionFigures({ testOrders: options.testOrders ?? false, now: options.now ?? MARCH_15, db: t.db });

describe("the dashboard's Subscribe & Save figures", () => {
  it("counts the active subscriptions and spreads what each delivery costs over a month", async () => {
    await insertSubscriptions(
      t.db,
      { unitPriceCents: 2700, quantity: 2, cadenceWeeks: 4 },
      { unitPriceCents: 1999, cadenceWeeks: 8 },
      { unitPriceCents: 3150, quantity: 3, cadenceWeeks: 2 },
      { unitPriceCents: 1000, cadenceWeeks: 6 },
      // Neither a paused nor a cancelled subscription brings money in.
      { status: "paused", pausedUntil: "2026-06-01" },
      { status: "canceled", canceledAt: new Date("2026-01-10T12:00:00Z") },
    );
    // $54.00 every 4 weeks is $58.50 a month; $19.99 every 8, $10.8279…; $94.50 every 2, $204.75; $10.00 every 6,
    // $7.2222…: $281.3001…, rounded to the cent once, after the sum.
    const monthly = (5400 * 52) / 4 / 12 + (1999 * 52) / 8 / 12 + (9450 * 52) / 2 / 12 + (1000 * 52) / 6 / 12;
    expect(Math.round(monthly)).toBe(28130);
    expect(await figures()).toEqual({ active: 4, monthlyRecurringCents: 28130, canceledThisMonth: 0 });
  });

  it("counts the cancellations since the first of this month on the store's calendar", async () => {
    const canceled = (at: string) => ({ status: "canceled" as const, canceledAt: new Date(at) });
    await insertSubscriptions(
      t.db,
      // 1 March, 00:00 in Texas (CST, UTC-6): the month's first instant, and the one before it.
      canceled("2026-03-01T06:00:00Z"),
      canceled("2026-03-01T05:59:59Z"),
      // 14 March, after daylight saving time began.
      canceled("2026-03-14T23:00:00Z"),
      // 1 April, 00:00 in Texas (CDT, UTC-5): next month's.
      canceled("2026-04-01T05:00:00Z"),
    );
    expect(await figures()).toEqual({ active: 0, monthlyRecurringCents: 0, canceledThisMonth: 2 });
    // December runs into January.
    await insertSubscriptions(t.db, canceled("2026-12-31T12:00:00Z"), canceled("2027-01-01T06:00:00Z"));
    expect((await figures({ now: instantOfStoreDateTime("2026-12-20T09:00") })).canceledThisMonth).toBe(1);
  });

  it("gives the test subscriptions while the store takes test payments, and the real ones otherwise", async () => {
    await insertSubscriptions(
      t.db,
      { sourceOrderLineId: await sourceLine(t.db, { testMode: true }), unitPriceCents: 1200, cadenceWeeks: 4 },
      { sourceOrderLineId: await sourceLine(t.db, { testMode: false }), unitPriceCents: 2400, cadenceWeeks: 4 },
      // Its order is gone: a real one.
      { unitPriceCents: 2400, cadenceWeeks: 4 },
    );
    expect(await figures({ testOrders: true })).toEqual({
      active: 1,
      monthlyRecurringCents: 1300,
      canceledThisMonth: 0,
    });
    expect(await figures({ testOrders: false })).toEqual({
      active: 2,
      monthlyRecurringCents: 5200,
      canceledThisMonth: 0,
    });
  });

  it("are on the dashboard's page", async () => {
    const owner = await createOwner({ ...app, db: t.db });
    await insertSubscriptions(t.db, { status: "canceled", canceledAt: new Date() });
    const testOrders = getPayments().testMode;
    if (!testOrders) await insertSubscriptions(t.db, { unitPriceCents: 1200, cadenceWeeks: 4 });
    expect(await routeCaller(loader, "/admin/dashboard")(owner.cookie)).toMatchObject({
      status: 200,
      data: {
        dashboard: { period: "7d" },
        subscriptions: { active: testOrders ? 0 : 1, monthlyRecurringCents: testOrders ? 0 : 1300 },
      },
    });
    const { subscriptions } = (await routeCaller(loader, "/admin/dashboard")(owner.cookie)).data as {
      subscriptions: object;
    };
    expect(subscriptions).toEqual(await getSubscriptionFigures({ testOrders, db: t.db }));
  });
});
