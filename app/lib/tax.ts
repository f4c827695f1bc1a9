import { type Address, isLocalDeliveryAddress } from "./delivery";
import type { FieldErrors } from "./forms";
import { type StateCode, stateCodeOf } from "./us-states";

/**
 * Sales tax (docs/product.md#sales-tax, decision 147). Rates are whole parts per million (6.25% is 62,500), so
 * every rate an owner types with up to four decimals is exact and no float touches money. Tax is worked out once
 * per order on the taxable amount and rounded half to even, as Square rounds it, so the hosted page charges
 * the same cents as the order.
 */

/** A state's rate and whether it taxes shipping. */
export type StateTaxRate = { ratePpm: number; shippingTaxable: boolean };

/** What the owner configured: only states with a rate appear; no rates at all means no tax anywhere. */
export type TaxRates = { states: Partial<Record<StateCode, StateTaxRate>>; sanAngeloPpm: number };

/** The key of San Angelo's local rate beside the state codes. */
export const SAN_ANGELO_REGION = "san-angelo";

export const NO_TAX_RATES: TaxRates = { states: {}, sanAngeloPpm: 0 };

export const PPM_PER_PERCENT = 10_000;

/**
 * The most a US address can be charged, state and local rates together (decision 210): the highest combined rates
 * are about 11.5%, so a typo like "825" or "40" is refused instead of charged.
 */
export const MAX_COMBINED_RATE_PPM = 12 * PPM_PER_PERCENT;

const COMBINED_CAP = `at most ${MAX_COMBINED_RATE_PPM / PPM_PER_PERCENT}% (the highest combined rate in the US is about 11.5%)`;

export const MAX_RATE_MESSAGE = `A sales tax rate, state and local together, is ${COMBINED_CAP}: check the figure.`;

/** Why Texas's rate and San Angelo's cannot both be charged, or null when together they are within the cap. */
export function combinedRateRefusal(texasPpm: number, sanAngeloPpm: number): string | null {
  const total = texasPpm + sanAngeloPpm;
  if (total <= MAX_COMBINED_RATE_PPM) return null;
  const percent = (ppm: number) => `${formatRatePercent(ppm)}%`;
  return `Texas's ${percent(texasPpm)} and San Angelo's ${percent(sanAngeloPpm)} come to ${percent(total)}: state and local together are ${COMBINED_CAP}.`;
}

/** What applies to one address: the combined rate and whether shipping is part of the taxable amount. */
export type AppliedTaxRate = { ratePpm: number; shippingTaxable: boolean };

/** The state's rate, plus San Angelo's local rate for an address in San Angelo, TX (where local delivery goes). */
export function taxRateFor(rates: TaxRates, address: Address): AppliedTaxRate {
  const code = stateCodeOf(address.state);
  const state = code ? rates.states[code] : undefined;
  const local = isLocalDeliveryAddress(address) ? rates.sanAngeloPpm : 0;
  return { ratePpm: (state?.ratePpm ?? 0) + local, shippingTaxable: state?.shippingTaxable ?? false };
}

/** numerator / denominator to the nearest integer, a half going to the even neighbour (both non-negative integers). */
export function divideRoundHalfEven(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const twiceRemainder = 2 * (numerator - quotient * denominator);
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2 === 1)) return quotient + 1;
  return quotient;
}

export type TaxableAmounts = { subtotalCents: number; shippingCents: number };

/** The amount the rate applies to: every product line (all are taxable), and shipping where the state taxes it. */
export function taxableCents(amounts: TaxableAmounts, rate: AppliedTaxRate): number {
  return amounts.subtotalCents + (rate.shippingTaxable ? amounts.shippingCents : 0);
}

/** The order's tax in integer cents. */
export function taxCents(amounts: TaxableAmounts, rate: AppliedTaxRate): number {
  if (rate.ratePpm === 0) return 0;
  const product = taxableCents(amounts, rate) * rate.ratePpm;
  // Far beyond any order the checkout accepts, but never a silently wrong cent.
  if (!Number.isSafeInteger(product)) throw new RangeError("The taxable amount is too large to tax exactly");
  return divideRoundHalfEven(product, 1_000_000);
}

/** "8.25" (percent, up to four decimals) to 82500 ppm; null for anything else. Read as text: never a float. */
export function parseRatePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * PPM_PER_PERCENT + Number((match[2] ?? "").padEnd(4, "0"));
}

/** 82500 ppm to "8.25": the shortest exact decimal, as the back office shows it and Square reads it. */
export function formatRatePercent(ratePpm: number): string {
  const whole = Math.floor(ratePpm / PPM_PER_PERCENT);
  const fraction = String(ratePpm % PPM_PER_PERCENT)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** What the /admin/tax forms answer: the form's errors, or what was saved. */
export type TaxActionData = { intent: string; fieldErrors?: FieldErrors; done?: string };
