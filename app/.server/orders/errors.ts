/**
 * A checkout the store refuses for a reason the shopper can fix (an unknown product, a flavour no longer
 * offered, local delivery outside San Angelo): a 4xx with messages, never a 500.
 */
export class CheckoutRejectedError extends Error {
  readonly status: 400 | 409;
  readonly problems: string[];

  constructor(problems: string[], status: 400 | 409 = 400) {
    super(problems.join(" "));
    this.name = "CheckoutRejectedError";
    this.status = status;
    this.problems = problems;
  }
}

/** The payment provider could not make a hosted checkout: the order stays pending and a retry asks again. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}
