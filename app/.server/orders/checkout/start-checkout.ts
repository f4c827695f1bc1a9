import { and, eq, isNull } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { type ActivePayments, getPayments } from "~/.server/payments";
import type { HostedCheckout } from "~/.server/payments/provider";
import type { CheckoutSubmission } from "~/lib/checkout.schema";
import { describeLine, orderSuccessPath } from "~/lib/order-details";
import { isPaidStatus } from "~/lib/order-status";
import { createOrder } from "./create-order";
import { CheckoutRejectedError, PaymentProviderError } from "./errors";
import type { PricedLine } from "./price-lines";

export type StartCheckoutOptions = {
  submission: CheckoutSubmission;
  db?: Database;
  payments?: ActivePayments;
  publicUrl?: string;
  /** The signed-in shopper's account: its subscription lines become subscriptions once paid. */
  userId?: string | null;
  now?: Date;
};

type HostedLine = Pick<PricedLine, "title" | "flavor" | "subscription" | "quantity" | "unitPriceCents">;

async function linesOf(db: Database, orderId: string): Promise<HostedLine[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
}

/** Asks the provider for the hosted page; the same order (and key) always gets the same page. */
async function requestHostedCheckout(
  payments: ActivePayments,
  order: OrderRow,
  lines: readonly HostedLine[],
  publicUrl: string,
): Promise<HostedCheckout> {
  try {
    return await payments.provider.createHostedCheckout({
      orderId: order.publicId,
      orderNumber: order.orderNumber,
      email: order.email,
      lines: lines.map((line) => ({
        name: describeLine({ name: line.title, flavor: line.flavor, subscription: line.subscription }),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
      shippingCents: order.shippingCents,
      tax: { cents: order.taxCents, ratePpm: order.taxRatePpm, shippingTaxed: order.shippingTaxed },
      totalCents: order.totalCents,
      redirectUrl: new URL(orderSuccessPath(order.publicId), publicUrl).toString(),
      idempotencyKey: order.idempotencyKey,
      savesCard: order.userId !== null && lines.some((line) => line.subscription),
    });
  } catch (error) {
    throw new PaymentProviderError(`${payments.provider.name} could not create a hosted checkout`, { cause: error });
  }
}

/** Keeps the first hosted checkout saved: a concurrent request that lost the race uses the winner's. */
async function saveHostedCheckout(db: Database, order: OrderRow, hosted: HostedCheckout): Promise<string> {
  const [saved] = await db
    .update(orders)
    .set({ checkoutUrl: hosted.checkoutUrl, providerCheckoutId: hosted.providerCheckoutId, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.checkoutUrl)))
    .returning({ checkoutUrl: orders.checkoutUrl });
  if (saved?.checkoutUrl) return saved.checkoutUrl;
  const [current] = await db.select({ checkoutUrl: orders.checkoutUrl }).from(orders).where(eq(orders.id, order.id));
  return current?.checkoutUrl ?? hosted.checkoutUrl;
}

/**
 * create-checkout (docs/product.md#calls, decisions 102 and 103): the order exists, pending, before the shopper
 * leaves for the provider's hosted page, and a repeated submit lands on the same page (or, once paid, on
 * the confirmation). Returns where to send the shopper.
 */
export async function startCheckout({
  submission,
  db: givenDb,
  payments = getPayments(),
  publicUrl = getEnv().PUBLIC_URL,
  userId,
  now,
}: StartCheckoutOptions): Promise<{ redirectTo: string; order: OrderRow }> {
  const db = givenDb ?? (await getDb());
  const { order, lines } = await createOrder({
    db,
    submission,
    provider: payments.provider.name,
    testMode: payments.testMode,
    userId,
    now,
  });
  if (isPaidStatus(order.status)) return { redirectTo: orderSuccessPath(order.publicId), order };
  if (order.status === "canceled") {
    throw new CheckoutRejectedError(["This checkout was canceled. Please try again."], 409);
  }
  // The browser drops a key on 409, so the next press starts a fresh order (decision 115).
  if (order.status === "expired") {
    throw new CheckoutRejectedError(["This checkout has expired. Please try again."], 409);
  }
  if (order.checkoutUrl) return { redirectTo: order.checkoutUrl, order };

  // A new order's lines are at hand; an earlier one whose provider call failed reads them back.
  const hosted = await requestHostedCheckout(payments, order, lines ?? (await linesOf(db, order.id)), publicUrl);
  // docs/product.md#messages: no checkout URL received is a checkout failure, not a provider error.
  if (!hosted.checkoutUrl) throw new Error(`${payments.provider.name} returned no checkout URL`);
  return { redirectTo: await saveHostedCheckout(db, order, hosted), order };
}
