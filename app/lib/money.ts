/** Money is integer cents everywhere; these are the only ways it becomes text. */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Whole dollars to cents, for constants written in dollars. */
export function dollars(amount: number): number {
  return Math.round(amount * 100);
}

export const FREE_SHIPPING_THRESHOLD_CENTS = dollars(55);
export const STANDARD_SHIPPING_CENTS = 699;
