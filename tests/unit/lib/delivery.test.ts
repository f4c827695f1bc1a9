import { describe, expect, it } from "vitest";
import { checkLocalDelivery, formatDeliveryDate, isLocalDeliveryAddress } from "~/lib/delivery";
import { nextBusinessDay } from "~/lib/store-time";

describe("local delivery (docs/product.md#local-delivery)", () => {
  it("is San Angelo with TX or Texas, trimmed and case-insensitive", () => {
    expect(isLocalDeliveryAddress({ city: "San Angelo", state: "TX" })).toBe(true);
    expect(isLocalDeliveryAddress({ city: "  san   angelo ", state: " TEXAS " })).toBe(true);
    expect(isLocalDeliveryAddress({ city: "San Angelo", state: "T.X." })).toBe(false);
    expect(isLocalDeliveryAddress({ city: "Austin", state: "TX" })).toBe(false);
    expect(isLocalDeliveryAddress({ city: "", state: "" })).toBe(false);
  });

  it("is expected on the next business day of the store's calendar (Central time)", () => {
    // Tuesday 10:00 in San Angelo: Wednesday.
    expect(nextBusinessDay(new Date("2030-01-01T16:00:00Z"))).toBe("2030-01-02");
    // Friday: Monday. Saturday and Sunday: Monday.
    expect(nextBusinessDay(new Date("2030-01-04T16:00:00Z"))).toBe("2030-01-07");
    expect(nextBusinessDay(new Date("2030-01-05T16:00:00Z"))).toBe("2030-01-07");
    expect(nextBusinessDay(new Date("2030-01-06T16:00:00Z"))).toBe("2030-01-07");
    // 03:00 UTC on Saturday is still Friday evening in Texas: Monday.
    expect(nextBusinessDay(new Date("2030-01-05T03:00:00Z"))).toBe("2030-01-07");
    // 23:30 on Thursday in Texas is already Friday in UTC: Friday.
    expect(nextBusinessDay(new Date("2030-01-04T05:30:00Z"))).toBe("2030-01-04");
  });

  it("answers in the local-delivery shape", () => {
    const now = new Date("2030-01-01T16:00:00Z");
    expect(checkLocalDelivery({ city: "San Angelo", state: "TX" }, now, 0)).toEqual({
      isLocalDeliveryAvailable: true,
      deliveryMethod: {
        type: "local",
        name: "Local Delivery (San Angelo Only)",
        priceCents: 0,
        expectedDeliveryDate: "2030-01-02",
      },
    });
    expect(checkLocalDelivery({ city: "Dallas", state: "TX" }, now, 0)).toEqual({
      isLocalDeliveryAvailable: false,
      deliveryMethod: null,
    });
    expect(formatDeliveryDate("2030-01-02")).toBe("Wednesday, January 2");
  });
});
