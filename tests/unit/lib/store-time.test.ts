import { describe, expect, it } from "vitest";
import { formatStoreDateTime, instantOfStoreDateTime, storeDateTime } from "~/lib/store-time";

describe("the store's clock (San Angelo, America/Chicago)", () => {
  it("reads an instant as the store's clocks show it, in both daylight and standard time", () => {
    expect(storeDateTime(new Date("2026-12-01T15:00:00Z"))).toBe("2026-12-01T09:00");
    expect(storeDateTime(new Date("2026-07-01T15:00:00Z"))).toBe("2026-07-01T10:00");
    expect(storeDateTime(new Date("2026-12-01T05:59:59Z"))).toBe("2026-11-30T23:59");
    expect(storeDateTime(new Date("2026-12-01T06:00:00Z"))).toBe("2026-12-01T00:00");
  });

  it("turns the store's clock time back into the instant, on either side of a daylight-saving change", () => {
    expect(instantOfStoreDateTime("2026-12-01T09:00")).toEqual(new Date("2026-12-01T15:00:00Z"));
    expect(instantOfStoreDateTime("2026-07-01T10:00")).toEqual(new Date("2026-07-01T15:00:00Z"));
    // Clocks went back at 2 a.m. on November 1, 2026; the morning after is standard time.
    expect(instantOfStoreDateTime("2026-11-01T00:30")).toEqual(new Date("2026-11-01T05:30:00Z"));
    expect(instantOfStoreDateTime("2026-11-01T09:00")).toEqual(new Date("2026-11-01T15:00:00Z"));
    // Clocks went forward at 2 a.m. on March 8, 2026.
    expect(instantOfStoreDateTime("2026-03-08T01:30")).toEqual(new Date("2026-03-08T07:30:00Z"));
    expect(instantOfStoreDateTime("2026-03-08T09:00")).toEqual(new Date("2026-03-08T14:00:00Z"));
    for (const local of ["2026-01-15T06:45", "2026-05-20T18:05", "2026-10-31T23:59"]) {
      expect(storeDateTime(instantOfStoreDateTime(local))).toBe(local);
    }
  });

  it("is not a time at all for words that are not one", () => {
    for (const words of ["tomorrow", "2026-12-01", "2026-12-01T9:00", ""]) {
      expect(Number.isNaN(instantOfStoreDateTime(words).getTime()), words).toBe(true);
    }
  });

  it("formats a time for the back office's lists on the store's clock", () => {
    // ICU puts a narrow no-break space before AM.
    expect(formatStoreDateTime(new Date("2026-12-01T15:00:00Z"))).toMatch(/^Dec 1, 2026, 9:00\sAM$/);
  });
});
