import { describe, expect, it } from "vitest";
import {
  followingRenewalDay,
  nextRenewalDay,
  pauseDateRange,
  pricePerDeliveryCents,
  retryDay,
  SUBSCRIPTION_CHECKOUT_MESSAGES,
  subscriptionCheckoutProblem,
} from "~/lib/subscriptions";

describe("the renewal calendar", () => {
  it("counts calendar weeks, across a daylight-saving change and a leap day", () => {
    expect(nextRenewalDay("2026-03-02", 4)).toBe("2026-03-30");
    expect(nextRenewalDay("2026-10-26", 2)).toBe("2026-11-09");
    expect(nextRenewalDay("2028-02-14", 4)).toBe("2028-03-13");
  });

  it("moves past today when days were missed, so a long outage bills once", () => {
    expect(followingRenewalDay("2026-02-02", 4, "2026-02-11")).toBe("2026-03-02");
    expect(followingRenewalDay("2026-02-02", 2, "2026-03-20")).toBe("2026-03-30");
    expect(followingRenewalDay("2026-02-02", 4, "2026-03-02")).toBe("2026-03-30");
  });

  it("retries a decline on the owner's days after the first, then gives up", () => {
    const days = [1, 3, 7];
    expect([1, 2, 3, 4].map((failed) => retryDay("2026-02-02", failed, days))).toEqual([
      "2026-02-03",
      "2026-02-05",
      "2026-02-09",
      null,
    ]);
    expect(retryDay("2026-02-02", 1, [])).toBeNull();
  });
});

describe("a checkout holding a subscription", () => {
  it("needs an account, then the shopper's agreement; a cart without one needs neither", () => {
    const problem = (hasSubscription: boolean, signedIn: boolean, consented: boolean) =>
      subscriptionCheckoutProblem({ hasSubscription, signedIn, consented });
    expect(problem(true, false, true)).toBe(SUBSCRIPTION_CHECKOUT_MESSAGES.signIn);
    expect(problem(true, true, false)).toBe(SUBSCRIPTION_CHECKOUT_MESSAGES.consent);
    expect(problem(true, true, true)).toBeNull();
    expect(problem(false, false, false)).toBeNull();
  });
});

describe("a subscription's pause and price", () => {
  it("pauses from tomorrow to a year ahead, and costs its unit price times its quantity per delivery", () => {
    // 2028 is a leap year: 366 days on is 31 December.
    expect(pauseDateRange("2027-12-31")).toEqual({ min: "2028-01-01", max: "2028-12-31" });
    expect(pricePerDeliveryCents({ unitPriceCents: 2700, quantity: 3 })).toBe(8100);
  });
});
