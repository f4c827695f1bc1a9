import { CHECKOUT_MESSAGES, type CustomerProblem, customerProblemMessage } from "~/lib/checkout-fields";
import type { FieldErrors } from "~/lib/forms";
import type { StockShortfall } from "~/lib/stock";

/** What the /checkout action answers instead of a redirect. */
export type CheckoutActionError =
  /** The submission did not pass the shared schema (400). */
  | { kind: "invalid"; problem: CustomerProblem | null; fieldErrors: FieldErrors }
  /**
   * Something the shopper can fix: an unavailable product, a flavour, local delivery, more than there is in
   * stock (400), a changed cart (409).
   */
  | { kind: "rejected"; problems: string[]; status: 400 | 409; shortfalls: StockShortfall[] }
  /** Too many orders from this address or e-mail (429, decision 023); the message says how long to wait. */
  | { kind: "limited"; message: string }
  /** The payment provider failed to create the hosted checkout (502). */
  | { kind: "provider" }
  /** Anything else, including no checkout URL received. */
  | { kind: "failed" };

export type CheckoutActionData = { error: CheckoutActionError; values: Record<string, string> };

/** The toast for each failure, word for word from docs/product.md#messages. */
export function checkoutErrorToast(error: CheckoutActionError): { title: string; description: string } {
  switch (error.kind) {
    case "invalid":
      return error.problem ? customerProblemMessage(error.problem) : CHECKOUT_MESSAGES.checkoutError;
    case "rejected":
      // Retrying cannot help with stock: the quantity has to change.
      return error.shortfalls.length > 0 ? CHECKOUT_MESSAGES.notEnoughStock : CHECKOUT_MESSAGES.checkoutError;
    case "provider":
      return CHECKOUT_MESSAGES.checkoutError;
    case "limited":
      return { title: CHECKOUT_MESSAGES.checkoutError.title, description: error.message };
    case "failed":
      return CHECKOUT_MESSAGES.checkoutFailed;
  }
}

/** Messages worth showing beside the button, beyond the toast: what exactly to fix. */
export function checkoutErrorDetails(error: CheckoutActionError): string[] {
  if (error.kind === "rejected") return error.problems;
  if (error.kind === "limited") return [error.message];
  if (error.kind === "invalid" && !error.problem)
    return Object.values(error.fieldErrors).filter((message) => message !== undefined);
  return [];
}
