import { describe, expect, it } from "vitest";
import {
  followingRenewalDay,
  nextRenewalDay,
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
