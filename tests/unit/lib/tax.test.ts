import { describe, expect, it } from "vitest";
import {
  divideRoundHalfEven,
  formatRatePercent,
  parseRatePercent,
  type TaxRates,
  taxCents,
  taxRateFor,
} from "~/lib/tax";
import { stateCodeOf } from "~/lib/us-states";

const rates: TaxRates = {
  states: { TX: { ratePpm: 62_500, shippingTaxable: true }, CA: { ratePpm: 72_500, shippingTaxable: false } },
  sanAngeloPpm: 20_000,
};

describe("tax arithmetic in cents", () => {
  it("rounds the order's tax half to even, as Square does", () => {
    expect(divideRoundHalfEven(585, 1000)).toBe(1); // only an exact half goes to the even neighbour
    expect(divideRoundHalfEven(5, 10)).toBe(0);
    expect(divideRoundHalfEven(15, 10)).toBe(2);
    expect(divideRoundHalfEven(25, 10)).toBe(2);
    expect(divideRoundHalfEven(26, 10)).toBe(3);
    expect(divideRoundHalfEven(24, 10)).toBe(2);
    // $6.00 at 9.75% is 58.5 cents: Square charges 58, not 59.
    expect(taxCents({ subtotalCents: 600, shippingCents: 0 }, { ratePpm: 97_500, shippingTaxable: false })).toBe(58);
    // $6.00 at 11.75% is 70.5 cents: 70.
    expect(taxCents({ subtotalCents: 600, shippingCents: 0 }, { ratePpm: 117_500, shippingTaxable: false })).toBe(70);
    // 75.5 cents rounds to the even 76.
    expect(taxCents({ subtotalCents: 1000, shippingCents: 0 }, { ratePpm: 75_500, shippingTaxable: false })).toBe(76);
  });

  it("taxes the whole order once, not each line (Square's order-level tax)", () => {
    // $36.90 at 8.875% is $3.274875: $3.27 on the order, though the four lines rounded one by one make $3.28.
    expect(taxCents({ subtotalCents: 3690, shippingCents: 0 }, { ratePpm: 88_750, shippingTaxable: false })).toBe(327);
  });

  it("adds shipping to the taxed amount only where the state taxes it", () => {
    const amounts = { subtotalCents: 3000, shippingCents: 699 };
    expect(taxCents(amounts, { ratePpm: 62_500, shippingTaxable: false })).toBe(188); // 187.5 → 188
    expect(taxCents(amounts, { ratePpm: 62_500, shippingTaxable: true })).toBe(231); // 231.1875
  });

  it("adds San Angelo's local rate to Texas's for an address there, however it is typed", () => {
    expect(taxRateFor(rates, { city: "Austin", state: "TX" })).toEqual({ ratePpm: 62_500, shippingTaxable: true });
    expect(taxRateFor(rates, { city: " san  angelo ", state: "texas" })).toEqual({
      ratePpm: 82_500,
      shippingTaxable: true,
    });
    expect(taxRateFor(rates, { city: "San Angelo", state: "CA" }).ratePpm).toBe(72_500);
  });

  it("charges nothing where no rate is configured", () => {
    expect(taxRateFor(rates, { city: "Reno", state: "NV" })).toEqual({ ratePpm: 0, shippingTaxable: false });
    expect(taxRateFor(rates, { city: "Somewhere", state: "Narnia" }).ratePpm).toBe(0);
  });

  it("refuses an amount too large to tax exactly instead of rounding it wrong", () => {
    expect(() =>
      taxCents({ subtotalCents: Number.MAX_SAFE_INTEGER, shippingCents: 0 }, { ratePpm: 1, shippingTaxable: false }),
    ).not.toThrow();
    expect(() =>
      taxCents({ subtotalCents: 2 ** 50, shippingCents: 0 }, { ratePpm: 62_500, shippingTaxable: false }),
    ).toThrow(RangeError);
  });
});

describe("rates as the owner types them", () => {
  it("reads a percentage exactly, never through a float", () => {
    expect(parseRatePercent("6.25")).toBe(62_500);
    expect(parseRatePercent(" 8.875 ")).toBe(88_750);
    expect(parseRatePercent("7")).toBe(70_000);
    expect(parseRatePercent("0.0001")).toBe(1);
    expect(parseRatePercent("0")).toBe(0);
    for (const bad of ["", "abc", "-1", "6.25%", "6,25", "1.23456", "1e2", "."])
      expect(parseRatePercent(bad)).toBeNull();
  });

  it("writes the shortest exact decimal, which reads back the same", () => {
    expect(formatRatePercent(62_500)).toBe("6.25");
    expect(formatRatePercent(70_000)).toBe("7");
    expect(formatRatePercent(88_750)).toBe("8.875");
    expect(formatRatePercent(1)).toBe("0.0001");
    expect(formatRatePercent(0)).toBe("0");
    for (const ppm of [1, 62_500, 82_500, 99_999, 200_000]) expect(parseRatePercent(formatRatePercent(ppm))).toBe(ppm);
  });

  it("knows a state by its code or its name", () => {
    expect(stateCodeOf("TX")).toBe("TX");
    expect(stateCodeOf(" texas ")).toBe("TX");
    expect(stateCodeOf("New  York")).toBe("NY");
    expect(stateCodeOf("Texsa")).toBeNull();
  });
});
