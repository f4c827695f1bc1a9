import type { Transaction } from "~/.server/db/executor";
import { orderLines, orders } from "~/.server/db/schema";
import { automationOrder } from "~/.server/orders/shared/automation-order";
import { createPublicId } from "~/.server/orders/shared/public-id";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { queueAutomationWebhook } from "~/.server/outbox/automation-queue";
import type { ProviderName } from "~/.server/payments/providers";
import type { CheckoutSubmission } from "~/lib/checkout.schema";
import type { DeliveryMethod } from "~/lib/delivery";
import type { OrderAmounts } from "~/lib/order-amounts";
import { nextBusinessDay } from "~/lib/store-time";
import type { PricedLine } from "./price-lines";

export type NewOrder = {
  customer: CheckoutSubmission["customer"];
  deliveryMethod: DeliveryMethod;
  lines: readonly PricedLine[];
  amounts: OrderAmounts;
  provider: ProviderName;
  testMode: boolean;
  idempotencyKey: string;
  requestHash: string;
  userId: string | null;
  renewal?: boolean;
  now: Date;
};

/**
 * Writes a priced order (pending), its lines and its automation webhook (to the outbox) in the caller's
 * transaction; null when an order already holds the key. A checkout and a renewal both make orders this way.
 */
export async function insertOrder(tx: Transaction, order: NewOrder): Promise<OrderRow | null> {
  const { amounts } = order;
  const [inserted] = await tx
    .insert(orders)
    .values({
      publicId: createPublicId(),
      ...order.customer,
      deliveryMethod: order.deliveryMethod,
      expectedDeliveryDate: order.deliveryMethod === "local" ? nextBusinessDay(order.now) : null,
      subtotalCents: amounts.subtotalCents,
      shippingCents: amounts.shippingCents,
      taxCents: amounts.taxCents,
      taxRatePpm: amounts.tax.ratePpm,
      shippingTaxed: amounts.tax.shippingTaxable,
      totalCents: amounts.totalCents,
      paymentProvider: order.provider,
      idempotencyKey: order.idempotencyKey,
      requestHash: order.requestHash,
      testMode: order.testMode,
      userId: order.userId,
      renewal: order.renewal ?? false,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (!inserted) return null;
  await tx
    .insert(orderLines)
    .values(order.lines.map((line, position) => ({ ...line, orderId: inserted.id, position })));
  // Delivered by the outbox worker: a dead receiver can never slow or fail a checkout (decision 021).
  await queueAutomationWebhook(tx, automationOrder(inserted, order.lines));
  return inserted;
}
