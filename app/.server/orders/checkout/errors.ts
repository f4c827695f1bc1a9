import { describeShortfall, type StockShortfall } from "~/lib/stock";

/**
 * A checkout the store refuses for a reason the shopper can fix (an unknown product, a flavour no longer
 * offered, local delivery outside San Angelo, more than there is in stock): a 4xx with messages, never a 500.
 * Stock shortfalls travel apart from the other problems, so the page can offer to set the quantity.
 */
export class CheckoutRejectedError extends Error {
  readonly status: 400 | 409;
  readonly problems: string[];
  readonly shortfalls: StockShortfall[];

  constructor(problems: string[], status: 400 | 409 = 400, shortfalls: StockShortfall[] = []) {
    super([...problems, ...shortfalls.map(describeShortfall)].join(" "));
    this.name = "CheckoutRejectedError";
    this.status = status;
    this.problems = problems;
    this.shortfalls = shortfalls;
  }
}

/** The payment provider could not make a hosted checkout: the order stays pending and a retry asks again. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}
