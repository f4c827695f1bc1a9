import { describe, expect, it } from "vitest";
import type { Address, DeliveryMethod } from "~/lib/delivery";
import {
  amountToFreeShippingCents,
  orderAmounts,
  orderTotalCents,
  qualifiesForFreeShipping,
  shippingCents,
} from "~/lib/order-amounts";
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from "~/lib/store-settings";
import { NO_TAX_RATES, type TaxRates } from "~/lib/tax";

const rates: TaxRates = {
  states: { TX: { ratePpm: 62_500, shippingTaxable: true }, CA: { ratePpm: 72_500, shippingTaxable: false } },
  sanAngeloPpm: 20_000,
};

describe("shipping", () => {
  const rates = DEFAULT_SHIPPING_RATES;

  it("counts down to free shipping at $55", () => {
    expect(amountToFreeShippingCents(0, rates)).toBe(5500);
    expect(amountToFreeShippingCents(2101, rates)).toBe(3399);
    expect(amountToFreeShippingCents(5500, rates)).toBe(0);
    expect(amountToFreeShippingCents(9000, rates)).toBe(0);
  });

  it("is free from $55, else $6.99", () => {
    expect(qualifiesForFreeShipping(5499, rates)).toBe(false);
    expect(qualifiesForFreeShipping(5500, rates)).toBe(true);
    expect(shippingCents(5499, "shipping", rates)).toBe(699);
    expect(shippingCents(5500, "shipping", rates)).toBe(0);
    expect(shippingCents(10000, "shipping", rates)).toBe(0);
  });

  it("is free for local delivery at any amount", () => {
    expect(shippingCents(100, "local", rates)).toBe(0);
  });

  it("follows the owner's rates: another fee and threshold, a fee for local delivery, a $0 threshold", () => {
    const owner = { standardCents: 850, freeFromCents: 10_000, localCents: 300 };
    expect(shippingCents(5500, "shipping", owner)).toBe(850);
    expect(shippingCents(10_000, "shipping", owner)).toBe(0);
    expect(shippingCents(20_000, "local", owner)).toBe(300);
    expect(amountToFreeShippingCents(2500, owner)).toBe(7500);
    const alwaysFree = { ...owner, freeFromCents: 0 };
    expect(qualifiesForFreeShipping(0, alwaysFree)).toBe(true);
    expect(shippingCents(1, "shipping", alwaysFree)).toBe(0);
  });

  it("makes the total the subtotal plus its shipping, in cents", () => {
    expect(
      orderTotalCents({ subtotalCents: 5499, shippingCents: shippingCents(5499, "shipping", rates), taxCents: 0 }),
    ).toBe(6198);
    expect(
      orderTotalCents({ subtotalCents: 5500, shippingCents: shippingCents(5500, "shipping", rates), taxCents: 0 }),
    ).toBe(5500);
    expect(orderTotalCents({ subtotalCents: 5500, shippingCents: 0, taxCents: 454 })).toBe(5954);
  });
});

describe("orderAmounts", () => {
  it("charges no tax at all with no rates", () => {
    const none = orderAmounts({
      subtotalCents: 4999,
      deliveryMethod: "shipping",
      address: { city: "San Angelo", state: "TX" },
      rates: NO_TAX_RATES,
      shippingRates: DEFAULT_SHIPPING_RATES,
    });
    expect(none).toMatchObject({ shippingCents: 699, taxCents: 0, totalCents: 5698 });
  });

  it("totals subtotal, shipping and tax, with no discount", () => {
    const amounts = orderAmounts({
      subtotalCents: 4999,
      deliveryMethod: "shipping",
      address: { city: "Austin", state: "tx" },
      rates,
      shippingRates: DEFAULT_SHIPPING_RATES,
    });
    // (49.99 + 6.99) × 6.25% = 3.56125 → $3.56
    expect(amounts).toEqual({
      subtotalCents: 4999,
      discountCents: 0,
      shippingCents: 699,
      taxCents: 356,
      totalCents: 4999 + 699 + 356,
      tax: { ratePpm: 62_500, shippingTaxable: true },
    });
    const local = orderAmounts({
      subtotalCents: 4999,
      deliveryMethod: "local",
      address: { city: "San Angelo", state: "TX" },
      rates,
      shippingRates: DEFAULT_SHIPPING_RATES,
    });
    // Free local delivery: 49.99 × 8.25% = 4.124175 → $4.12
    expect(local).toMatchObject({ shippingCents: 0, taxCents: 412, totalCents: 5411 });
  });

  it("charges the owner's local delivery fee, taxed where the state taxes shipping", () => {
    const local = orderAmounts({
      subtotalCents: 2000,
      deliveryMethod: "local",
      address: { city: "San Angelo", state: "TX" },
      rates,
      shippingRates: { standardCents: 850, freeFromCents: 1000, localCents: 300 },
    });
    // (20.00 + 3.00) × 8.25% = 1.8975 → $1.90
    expect(local).toMatchObject({ shippingCents: 300, taxCents: 190, totalCents: 2490 });
  });

  // A seeded generator (Park–Miller: its products stay below 2^53, so every step is exact in a double), so a
  // failure names an input that fails again.
  function* randomOrders(count: number) {
    let seed = 221;
    const next = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % below;
    };
    const addresses: Address[] = [
      { city: "San Angelo", state: "TX" },
      { city: "Austin", state: "TX" },
      { city: "Fresno", state: "CA" },
      { city: "Reno", state: "NV" },
    ];
    const methods: DeliveryMethod[] = ["shipping", "local"];
    for (let index = 0; index < count; index++) {
      const shippingRates: ShippingRates = {
        standardCents: next(2_000),
        freeFromCents: next(20_000),
        localCents: next(1_000),
      };
      yield {
        subtotalCents: next(1_000_000),
        deliveryMethod: methods[next(2)] as DeliveryMethod,
        address: addresses[next(addresses.length)] as Address,
        rates: index % 5 === 0 ? NO_TAX_RATES : rates,
        shippingRates,
      };
    }
  }

  it("draws orders of every kind: each address and method, free and charged delivery, taxed and untaxed", () => {
    const orders = [...randomOrders(1_000)];
    const amounts = orders.map((order) => orderAmounts(order));
    expect(new Set(orders.map((order) => order.address.city)).size).toBe(4);
    expect(new Set(orders.map((order) => order.deliveryMethod)).size).toBe(2);
    expect(amounts.filter((order) => order.shippingCents === 0).length).toBeGreaterThan(100);
    expect(amounts.filter((order) => order.shippingCents > 0).length).toBeGreaterThan(100);
    expect(amounts.filter((order) => order.taxCents === 0).length).toBeGreaterThan(100);
    expect(amounts.filter((order) => order.taxCents > 0).length).toBeGreaterThan(100);
  });

  it("always totals lines − discount + delivery + tax, in whole non-negative cents", () => {
    const wrong = [...randomOrders(1_000)].filter((order) => {
      const { subtotalCents, discountCents, shippingCents: delivery, taxCents, totalCents } = orderAmounts(order);
      const whole = [subtotalCents, discountCents, delivery, taxCents, totalCents].every(
        (cents) => Number.isInteger(cents) && cents >= 0,
      );
      return (
        !whole ||
        totalCents !== subtotalCents - discountCents + delivery + taxCents ||
        delivery !== shippingCents(order.subtotalCents, order.deliveryMethod, order.shippingRates) ||
        totalCents < subtotalCents
      );
    });
    expect(wrong).toEqual([]);
  });
});
