import type { Executor } from "~/.server/db/executor";
import { CheckoutRejectedError } from "~/.server/orders/checkout/errors";
import { type PricedCart, priceCheckoutLines } from "~/.server/orders/checkout/price-lines";
import { getStoreSettings } from "~/.server/settings/store-settings";
import { getTaxRates } from "~/.server/tax/tax-rates";
import { type OrderAmounts, orderAmounts } from "~/lib/order-amounts";
import type { ShippingRates } from "~/lib/store-settings";
import type { TaxRates } from "~/lib/tax";
import type { SubscriptionRow } from "./shape";

type Db = Executor;

function checkoutLine(row: SubscriptionRow) {
  return { productId: row.productId ?? "", flavor: row.flavor, quantity: row.quantity, subscription: true };
}

/** Whether the line can be sold today; the message says why not (sold out, no longer offered). */
export async function renewalLineProblem(db: Db, row: SubscriptionRow): Promise<string | null> {
  if (!row.productId) return `${row.title} is no longer sold.`;
  try {
    await priceCheckoutLines({ db, lines: [checkoutLine(row)] });
    return null;
  } catch (error) {
    if (error instanceof CheckoutRejectedError) return error.message;
    throw error;
  }
}

/** The rates a renewal is priced with: read once per sweep, as a checkout reads them once per order. */
export type RenewalRates = { taxRates: TaxRates; shippingRates: ShippingRates };

export async function readRenewalRates(db: Db): Promise<RenewalRates> {
  const [taxRates, settings] = await Promise.all([getTaxRates({ db }), getStoreSettings({ db })]);
  return { taxRates, shippingRates: settings.shipping };
}

/**
 * A renewal priced as a checkout is, with the same functions: today's subscription prices, the tax of the address,
 * and shipping judged on the whole renewal. The rows share one address (they renew together).
 */
export async function priceRenewal(
  db: Db,
  rows: readonly SubscriptionRow[],
  rates?: RenewalRates,
): Promise<{ priced: PricedCart; amounts: OrderAmounts }> {
  const first = rows[0];
  if (!first) throw new Error("A renewal has at least one subscription");
  const priced = await priceCheckoutLines({ db, lines: rows.map(checkoutLine) });
  const { taxRates, shippingRates } = rates ?? (await readRenewalRates(db));
  const amounts = orderAmounts({
    subtotalCents: priced.subtotalCents,
    deliveryMethod: first.deliveryMethod,
    address: first,
    rates: taxRates,
    shippingRates,
  });
  return { priced, amounts };
}

/**
 * The renewal of the rows that can be sold today, and why each other cannot. Priced whole first: only a refusal
 * (rare: a sold-out flavour) costs a look at each line.
 */
export async function priceSellable(db: Db, rows: readonly SubscriptionRow[], rates?: RenewalRates) {
  try {
    return { ...(await priceRenewal(db, rows, rates)), renewing: rows, refused: [] };
  } catch (error) {
    if (!(error instanceof CheckoutRejectedError)) throw error;
  }
  const renewing: SubscriptionRow[] = [];
  const refused: { row: SubscriptionRow; problem: string }[] = [];
  for (const row of rows) {
    const problem = await renewalLineProblem(db, row);
    if (problem) refused.push({ row, problem });
    else renewing.push(row);
  }
  if (renewing.length === 0) return { priced: null, amounts: null, renewing, refused };
  return { ...(await priceRenewal(db, renewing, rates)), renewing, refused };
}
