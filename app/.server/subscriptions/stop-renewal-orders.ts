import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Transaction } from "~/.server/db/executor";
import { orders, renewalCharges, subscriptionRenewals, subscriptions } from "~/.server/db/schema";
import { addDays, storeDay } from "~/lib/store-time";

/** The subscriptions a renewal order was made for. */
export function renewalSubscriptionIds(orderId: string) {
  return sql`(select ${subscriptionRenewals.subscriptionId} from ${subscriptionRenewals} where ${subscriptionRenewals.orderId} = ${orderId})`;
}

/** Whether one of the order's subscriptions was paused or cancelled since it was made. */
export async function holdsStoppedSubscription(tx: Transaction, orderId: string): Promise<boolean> {
  const [stopped] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(inArray(subscriptions.id, renewalSubscriptionIds(orderId)), ne(subscriptions.status, "active")))
    .limit(1);
  return Boolean(stopped);
}

/**
 * Cancels an unpaid renewal order that holds a stopped subscription. Its subscriptions still active are due again
 * tomorrow, so they renew in an order of their own, without what the shopper stopped.
 */
export async function cancelRenewalOrder(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: "canceled", lastPaymentEventAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
  const tomorrow = addDays(storeDay(now), 1);
  await tx
    .update(subscriptions)
    .set({ nextRenewalOn: tomorrow, updatedAt: now })
    .where(
      and(
        inArray(subscriptions.id, renewalSubscriptionIds(orderId)),
        eq(subscriptions.status, "active"),
        gt(subscriptions.nextRenewalOn, tomorrow),
      ),
    );
}

/**
 * A pause or a cancellation reaches the renewal orders still waiting for their charge (a retry after a decline, or
 * the moments between an order and its charge): an attempt no sweep has taken was never sent, so it is dropped and
 * its order cancelled. An attempt already taken may have reached the provider; it goes on, as dropping it could lose
 * a payment the shopper was charged (decision 229). Returns how many orders were cancelled.
 */
export async function stopUnsentRenewals(
  tx: Transaction,
  options: { subscriptionId: string; now: Date },
): Promise<number> {
  const waiting = await tx
    .select({ orderId: orders.id })
    .from(subscriptionRenewals)
    .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
    .where(and(eq(subscriptionRenewals.subscriptionId, options.subscriptionId), eq(orders.status, "pending")));
  let cancelled = 0;
  for (const { orderId } of waiting) {
    const dropped = await tx
      .update(renewalCharges)
      .set({ status: "dropped", settledAt: options.now, leasedUntil: null })
      .where(
        and(
          eq(renewalCharges.orderId, orderId),
          eq(renewalCharges.status, "pending"),
          isNull(renewalCharges.firstClaimedAt),
        ),
      )
      .returning({ id: renewalCharges.id });
    if (dropped.length === 0) continue;
    await cancelRenewalOrder(tx, orderId, options.now);
    cancelled += 1;
  }
  return cancelled;
}
