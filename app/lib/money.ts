/** Money is integer cents everywhere; these are the only ways it becomes text. */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Cents as plain dollars with two decimals ("12.50", "-0.05"), for files such as CSV: integers only, no floats. */
export function decimalDollars(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  const sign = cents < 0 ? "-" : "";
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** Whole dollars to cents, for constants written in dollars. */
export function dollars(amount: number): number {
  return Math.round(amount * 100);
}

export const FREE_SHIPPING_THRESHOLD_CENTS = dollars(55);
export const STANDARD_SHIPPING_CENTS = 699;

/** An optional amount as a form field or a CSV cell holds it: empty for none. */
export function optionalDecimalDollars(cents: number | null | undefined): string {
  return cents == null ? "" : decimalDollars(cents);
}
