import type { Database } from "~/.server/db";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import type { ActivePayments } from "~/.server/payments";
import { type TestCardKind, testPaymentId } from "~/.server/payments/test/saved-cards";
import { runRenewalSweep } from "~/.server/subscriptions/renewal-sweep";
import type { CheckoutLineInput } from "~/lib/checkout.schema";
import { addDays, instantOfStoreDateTime } from "~/lib/store-time";
import { PUBLIC_URL, submission, testPayments } from "./checkout-fixtures";

/** The store's clock at 07:00 on a day: after the renewal time, as the first sweep of a morning. */
export const morning = (day: string) => instantOfStoreDateTime(`${day}T07:00`);

/** A signed-in shopper's checkout of these lines, paid on `day` with a test card of `card`'s kind. */
export async function paySubscriptionCheckout(
  db: Database,
  options: { userId: string; lines: CheckoutLineInput[]; day: string; card?: TestCardKind },
) {
  const { order } = await startCheckout({
    submission: submission(options.lines),
    db,
    payments: testPayments(),
    publicUrl: PUBLIC_URL,
    userId: options.userId,
    now: morning(options.day),
  });
  await applyPaymentEvent({
    provider: "test",
    db,
    publicUrl: PUBLIC_URL,
    storeEmail: "store@example.com",
    event: {
      eventId: `evt_${order.publicId}`,
      orderId: order.publicId,
      status: "paid",
      occurredAt: morning(options.day),
      providerPaymentId: testPaymentId(options.card ?? "renews", order.publicId),
    },
  });
  return order;
}

/** The renewal sweep once every store morning from `from` up to and including `to`. */
export async function sweepMornings(db: Database, from: string, to: string, payments: ActivePayments = testPayments()) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    await runRenewalSweep({ db, payments, now: morning(day), publicUrl: PUBLIC_URL });
  }
}
