import { describe, expect, it } from "vitest";
import { readFlavorPrices } from "~/lib/flavor-prices.schema";
import { decimalDollars, formatCents } from "~/lib/money";
import {
  flavorPricing,
  isOnSale,
  offersSubscription,
  oneTimePriceCents,
  subscribeSavePercent,
  unitPriceCents,
} from "~/lib/pricing";

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

describe("Subscribe & Save on a sale (decision 110)", () => {
  // Bucked Up BABE Raspberry Hibiscus as it was seeded: 10% off the regular price, above the sale price.
  const babe = { priceCents: 4499, salePriceCents: 3599, subscriptionPriceCents: 4049 };

  it("never charges a subscription more than buying once", () => {
    expect(oneTimePriceCents(babe)).toBe(3599);
    expect(unitPriceCents(babe, true)).toBe(3599);
    expect(unitPriceCents({ ...babe, subscriptionPriceCents: 3599 }, true)).toBe(3599);
  });

  it("is not offered when it saves nothing against the sale price", () => {
    expect(subscribeSavePercent(babe)).toBeNull();
    expect(offersSubscription(babe)).toBe(false);
    expect(subscribeSavePercent({ ...babe, subscriptionPriceCents: 3599 })).toBeNull();
    // 3599 -> 3587 saves 0.3%, which would read "Save 0%".
    expect(subscribeSavePercent({ ...babe, subscriptionPriceCents: 3587 })).toBeNull();
    expect(unitPriceCents({ ...babe, subscriptionPriceCents: 3587 }, true)).toBe(3599);
  });

  it("shows the real saving against the sale price and charges the subscription price", () => {
    const onSale = { ...babe, subscriptionPriceCents: 3239 };
    expect(subscribeSavePercent(onSale)).toBe(10);
    expect(offersSubscription(onSale)).toBe(true);
    expect(unitPriceCents(onSale, true)).toBe(3239);
    expect(unitPriceCents(onSale, false)).toBe(3599);
    // Raw Whey Isolate as it was seeded: 9449 saves 7% against its 10199 sale price, not the 10% of its price.
    expect(subscribeSavePercent({ priceCents: 10499, salePriceCents: 10199, subscriptionPriceCents: 9449 })).toBe(7);
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

describe("decimalDollars", () => {
  it("writes cents as dollars with two decimals, with integers only", () => {
    expect(decimalDollars(0)).toBe("0.00");
    expect(decimalDollars(5)).toBe("0.05");
    expect(decimalDollars(1250)).toBe("12.50");
    expect(decimalDollars(123456789)).toBe("1234567.89");
    expect(decimalDollars(-705)).toBe("-7.05");
    // 0.1 + 0.2 in floats: the sum of cents stays exact.
    expect(decimalDollars(10 + 20)).toBe("0.30");
  });
});

describe("flavorPricing (decision 189)", () => {
  const whey = {
    priceCents: 4999,
    salePriceCents: 4499,
    subscriptionPriceCents: 4299,
    variants: [
      { flavor: "Chocolate", priceCents: null, salePriceCents: null },
      { flavor: "Vanilla", priceCents: 5499, salePriceCents: null },
      { flavor: "Mocha", priceCents: 5499, salePriceCents: 5199 },
      { flavor: "Banana", priceCents: null, salePriceCents: 3999 },
    ],
  };

  it("keeps the product's prices for a flavour without its own", () => {
    expect(flavorPricing(whey, "Chocolate")).toEqual({
      priceCents: 4999,
      salePriceCents: 4499,
      subscriptionPriceCents: 4299,
    });
    expect(flavorPricing(whey, "Unknown")).toBe(whey);
  });

  it("gives a flavour with its own price only its own sale price", () => {
    expect(oneTimePriceCents(flavorPricing(whey, "Vanilla"))).toBe(5499);
    expect(isOnSale(flavorPricing(whey, "Vanilla"))).toBe(false);
    expect(oneTimePriceCents(flavorPricing(whey, "Mocha"))).toBe(5199);
  });

  it("puts one flavour on sale at the product's price", () => {
    expect(flavorPricing(whey, "Banana")).toMatchObject({ priceCents: 4999, salePriceCents: 3999 });
  });

  it("keeps Subscribe & Save at the product's price, offered only where it saves on the flavour", () => {
    expect(unitPriceCents(flavorPricing(whey, "Vanilla"), true)).toBe(4299);
    expect(offersSubscription(flavorPricing(whey, "Banana"))).toBe(false);
    expect(unitPriceCents(flavorPricing(whey, "Banana"), true)).toBe(3999);
  });

  it("reads a cart saved before flavours had prices as the product's", () => {
    expect(flavorPricing({ ...whey, variants: [{ flavor: "Vanilla" }] }, "Vanilla").priceCents).toBe(4999);
  });
});

describe("readFlavorPrices", () => {
  const product = {
    title: "Whey",
    priceCents: 4999,
    variants: [
      { flavor: "Vanilla", sku: "WHEY--VANILLA" },
      { flavor: "Chocolate", sku: "WHEY--CHOCOLATE" },
    ],
  };

  it("reads each flavour's amounts, empty ones as the product's", () => {
    expect(readFlavorPrices({ "price:WHEY--VANILLA": "$54.99", "sale:WHEY--CHOCOLATE": "39.99" }, product)).toEqual({
      ok: true,
      prices: [
        { sku: "WHEY--VANILLA", priceCents: 5499, salePriceCents: null },
        { sku: "WHEY--CHOCOLATE", priceCents: null, salePriceCents: 3999 },
      ],
    });
  });

  it("refuses a sale at or above the flavour's price, and an amount that is not one, naming the flavour", () => {
    expect(readFlavorPrices({ "price:WHEY--VANILLA": "30", "sale:WHEY--VANILLA": "30.00" }, product)).toEqual({
      ok: false,
      fieldErrors: { "sale:WHEY--VANILLA": "Whey (Vanilla): A sale price is lower than the price." },
    });
    expect(readFlavorPrices({ "sale:WHEY--CHOCOLATE": "49.99" }, product)).toMatchObject({ ok: false });
    expect(readFlavorPrices({ "price:WHEY--VANILLA": "abc" }, product)).toEqual({
      ok: false,
      fieldErrors: { "price:WHEY--VANILLA": "Whey (Vanilla): Enter the amount in dollars, like 12.50." },
    });
    expect(readFlavorPrices({ "price:WHEY--VANILLA": "0" }, product)).toEqual({
      ok: false,
      fieldErrors: { "price:WHEY--VANILLA": "Whey (Vanilla): A price is more than $0." },
    });
  });
});
