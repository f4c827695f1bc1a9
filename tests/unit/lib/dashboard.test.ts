import { describe, expect, it } from "vitest";
import { averageOrderCents, chartRange, dashboardWindow, daysOf, percentChange, shortDay } from "~/lib/dashboard";
import { addDays, storeDay } from "~/lib/store-time";

describe("the dashboard's days", () => {
  it("are the store's calendar days in Texas, not UTC's", () => {
    expect(storeDay(new Date("2026-03-10T04:59:00Z"))).toBe("2026-03-09");
    expect(storeDay(new Date("2026-03-10T05:00:00Z"))).toBe("2026-03-10");
    expect(storeDay(new Date("2026-01-10T05:59:00Z"))).toBe("2026-01-09");
  });

  it("compare a period ending today with the same number of days before it", () => {
    expect(dashboardWindow("today", "2026-03-01")).toEqual({
      current: { first: "2026-03-01", last: "2026-03-01" },
      previous: { first: "2026-02-28", last: "2026-02-28" },
    });
    expect(dashboardWindow("30d", "2026-03-10")).toEqual({
      current: { first: "2026-02-09", last: "2026-03-10" },
      previous: { first: "2026-01-10", last: "2026-02-08" },
    });
    expect(daysOf(dashboardWindow("90d", "2026-03-10").previous)).toHaveLength(90);
  });

  it("chart at least a week, every day listed once, across months and leap days", () => {
    expect(daysOf(chartRange("today", "2028-03-02"))).toEqual([
      "2028-02-25",
      "2028-02-26",
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2028-03-02",
    ]);
    expect(daysOf(chartRange("30d", "2026-03-10"))).toHaveLength(30);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(shortDay("2026-11-26")).toBe("Nov 26");
  });
});

describe("the dashboard's figures", () => {
  it("average in whole cents, half a cent to even, and $0 with no orders", () => {
    expect(averageOrderCents(11_699, 4)).toBe(2925);
    expect(averageOrderCents(5, 2)).toBe(2);
    expect(averageOrderCents(7, 2)).toBe(4);
    expect(averageOrderCents(0, 0)).toBe(0);
  });

  it("change in whole percent, with nothing to compare with as null", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
  });
});
