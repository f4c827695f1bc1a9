import { describe, expect, it } from "vitest";
import { nextBusinessDay } from "~/lib/store-time";
import { isUsFederalHoliday, usFederalHolidays } from "~/lib/us-holidays";

/** Noon in San Angelo (Central time) on a calendar day. */
function noonInTexas(date: string): Date {
  return new Date(`${date}T18:00:00Z`);
}

describe("usFederalHolidays", () => {
  it("matches the published federal calendar for 2024 and 2026", () => {
    expect(usFederalHolidays(2024)).toEqual([
      "2024-01-01",
      "2024-01-15",
      "2024-02-19",
      "2024-05-27",
      "2024-06-19",
      "2024-07-04",
      "2024-09-02",
      "2024-10-14",
      "2024-11-11",
      "2024-11-28",
      "2024-12-25",
    ]);
    expect(usFederalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03", // July 4 is a Saturday
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("moves Saturday holidays to Friday and Sunday ones to Monday, across the new year too", () => {
    // 2021: Juneteenth on a Saturday, July 4 on a Sunday, and New Year's Day 2022 (a Saturday) on Dec 31.
    expect(usFederalHolidays(2021)).toEqual(expect.arrayContaining(["2021-06-18", "2021-07-05", "2021-12-31"]));
    expect(usFederalHolidays(2022).some((date) => date.startsWith("2022-01-0"))).toBe(false);
    // 2023: New Year's Day on a Sunday.
    expect(usFederalHolidays(2023)[0]).toBe("2023-01-02");
  });

  it("tells holidays from ordinary days", () => {
    expect(isUsFederalHoliday("2026-11-26")).toBe(true);
    expect(isUsFederalHoliday("2021-12-31")).toBe(true);
    expect(isUsFederalHoliday("2026-07-04")).toBe(false); // the Saturday itself: a weekend, not the observed day
    expect(isUsFederalHoliday("2026-11-27")).toBe(false);
  });
});

describe("nextBusinessDay skips holidays", () => {
  it.each([
    ["the day before Thanksgiving", "2026-11-25", "2026-11-27"],
    ["Christmas Eve, Christmas on a Friday", "2026-12-24", "2026-12-28"],
    ["before an Independence Day observed on Friday", "2026-07-02", "2026-07-06"],
    ["before Martin Luther King Jr. Day", "2026-01-16", "2026-01-20"],
    ["before a New Year's Day observed on Dec 31", "2021-12-30", "2022-01-03"],
    ["before a New Year's Day observed on Jan 2", "2022-12-30", "2023-01-03"],
    ["an ordinary Wednesday", "2026-11-18", "2026-11-19"],
  ])("%s: %s gives %s", (_label, today, expected) => {
    expect(nextBusinessDay(noonInTexas(today))).toBe(expected);
  });
});
