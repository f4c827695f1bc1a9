import { describe, expect, it } from "vitest";
import { chargeTime, lastDueDay } from "~/.server/subscriptions/renewal-calendar";
import { instantOfStoreDateTime } from "~/lib/store-time";

describe("the renewal time of the store's day", () => {
  it("bills today from 06:00 in San Angelo, yesterday before, whatever the server's zone", () => {
    expect(lastDueDay(instantOfStoreDateTime("2026-03-08T05:59"))).toBe("2026-03-07");
    expect(lastDueDay(instantOfStoreDateTime("2026-03-08T06:00"))).toBe("2026-03-08");
    // 06:00 in Chicago is 12:00 UTC in winter, 11:00 UTC in summer.
    expect(chargeTime("2026-01-05").toISOString()).toBe("2026-01-05T12:00:00.000Z");
    expect(chargeTime("2026-07-06").toISOString()).toBe("2026-07-06T11:00:00.000Z");
  });
});
