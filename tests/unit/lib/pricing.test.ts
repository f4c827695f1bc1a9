import { describe, expect, it } from "vitest";
import { formatCents } from "~/lib/money";
import { isOnSale, subscribeSavePercent, unitPriceCents } from "~/lib/pricing";

const product = { priceCents: 4999, salePriceCents: null, subscriptionPriceCents: 4499 };

describe("unitPriceCents", () => {
  it("charges the subscription price only for a subscription line", () => {
    expect(unitPriceCents(product, true)).toBe(4499);
    expect(unitPriceCents(product, false)).toBe(4999);
  });

  it("falls back to the sale price, then the price", () => {
    expect(unitPriceCents({ ...product, salePriceCents: 3999 }, false)).toBe(3999);
    expect(unitPriceCents({ ...product, subscriptionPriceCents: null, salePriceCents: 3999 }, true)).toBe(3999);
    expect(unitPriceCents({ ...product, subscriptionPriceCents: null }, true)).toBe(4999);
  });
});

describe("subscribeSavePercent", () => {
  it("is computed from the prices, never fixed", () => {
    expect(subscribeSavePercent(product)).toBe(10);
    expect(subscribeSavePercent({ ...product, subscriptionPriceCents: 3999 })).toBe(20);
  });

  it("is null without a subscription price", () => {
    expect(subscribeSavePercent({ ...product, subscriptionPriceCents: null })).toBeNull();
  });
});

describe("isOnSale", () => {
  it("needs a sale price below the price", () => {
    expect(isOnSale({ ...product, salePriceCents: 3999 })).toBe(true);
    expect(isOnSale(product)).toBe(false);
    expect(isOnSale({ ...product, salePriceCents: 4999 })).toBe(false);
  });
});

describe("formatCents", () => {
  it("formats USD with two decimals, en-US", () => {
    expect(formatCents(4999)).toBe("$49.99");
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(0)).toBe("$0.00");
  });
});
