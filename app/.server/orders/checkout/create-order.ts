import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import type { OrderRow } from "~/.server/orders/shared/shape";
import type { ProviderName } from "~/.server/payments/providers";
import { getStoreSettings } from "~/.server/settings/store-settings";
import { getTaxRates } from "~/.server/tax/tax-rates";
import type { CheckoutSubmission } from "~/lib/checkout.schema";
import { isLocalDeliveryAddress } from "~/lib/delivery";
import { orderAmounts } from "~/lib/order-amounts";
import { CheckoutRejectedError } from "./errors";
import { insertOrder } from "./insert-order";
import { type PricedLine, priceCheckoutLines } from "./price-lines";

export type CreateOrderOptions = {
  db: Database;
  submission: CheckoutSubmission;
  provider: ProviderName;
  testMode: boolean;
  /** The signed-in shopper's account, if any. */
  userId?: string | null;
  now?: Date;
};

/** Everything submitted except the key: the same key must always mean the same request. */
function requestHash({ idempotencyKey: _key, ...request }: CheckoutSubmission): string {
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

async function findByKey(db: Database, idempotencyKey: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
  return order ?? null;
}

function sameRequest(order: OrderRow, hash: string): OrderRow {
  if (order.requestHash === hash) return order;
  throw new CheckoutRejectedError(
    ["This checkout was already started with a different cart or address. Please try again."],
    409,
  );
}

/**
 * Prices the submission from the database and writes the order (pending), its lines and its automation
 * webhook (to the outbox) in one transaction. Idempotent: a second submit with the same key, even a
 * concurrent one, returns the first order instead of making another; `lines` is only given for a new order.
 */
export async function createOrder({
  db,
  submission,
  provider,
  testMode,
  userId,
  now = new Date(),
}: CreateOrderOptions): Promise<{ order: OrderRow; lines: PricedLine[] | null }> {
  const hash = requestHash(submission);
  const existing = await findByKey(db, submission.idempotencyKey);
  if (existing) return { order: sameRequest(existing, hash), lines: null };

  const { customer, deliveryMethod } = submission;
  // The browser's answer is never trusted (docs/product.md#local-delivery).
  if (deliveryMethod === "local" && !isLocalDeliveryAddress(customer)) {
    throw new CheckoutRejectedError(["Local delivery is only available in San Angelo, TX."]);
  }
  const priced = await priceCheckoutLines({ db, lines: submission.lines });
  // The rates of this moment are kept with the order: changing them later never changes it.
  const [taxRates, settings] = await Promise.all([getTaxRates({ db }), getStoreSettings({ db })]);
  const amounts = orderAmounts({
    subtotalCents: priced.subtotalCents,
    deliveryMethod,
    address: customer,
    rates: taxRates,
    shippingRates: settings.shipping,
  });

  const inserted = await db.transaction((tx) =>
    insertOrder(tx, {
      customer,
      deliveryMethod,
      lines: priced.lines,
      amounts,
      provider,
      testMode,
      idempotencyKey: submission.idempotencyKey,
      requestHash: hash,
      userId: userId ?? null,
      now,
    }),
  );
  if (inserted) return { order: inserted, lines: priced.lines };

  // A concurrent submit with the same key inserted first; its transaction has committed by now.
  const winner = await findByKey(db, submission.idempotencyKey);
  if (!winner) throw new Error("The idempotency key conflicted but no order holds it");
  return { order: sameRequest(winner, hash), lines: null };
}
