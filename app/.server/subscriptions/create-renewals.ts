import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { renewalCharges, savedCards, subscriptionRenewals, subscriptions } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { queueEmail } from "~/.server/mail/queue";
import { insertOrder } from "~/.server/orders/checkout/insert-order";
import { type ActivePayments, getPayments } from "~/.server/payments";
import { storeDay } from "~/lib/store-time";
import { followingRenewalDay } from "~/lib/subscriptions";
import { lastDueDay } from "./renewal-calendar";
import { priceSellable, type RenewalRates, readRenewalRates } from "./renewal-pricing";
import type { SubscriptionRow } from "./shape";
import { renewalSkippedEmail } from "./subscription-emails";

export type CreateRenewalsOptions = { db?: Database; payments?: ActivePayments; now?: Date; batchSize?: number };

/** Subscriptions that renew together: one order per shopper, address, delivery method and card. */
export function groupKey(row: SubscriptionRow): string {
  const { userId, cardId, deliveryMethod, firstName, lastName, phone, address, city, state, zipCode, country } = row;
  return JSON.stringify([
    userId,
    cardId,
    deliveryMethod,
    firstName,
    lastName,
    phone,
    address,
    city,
    state,
    zipCode,
    country,
  ]);
}

/** The durable record of one group's renewal: its order's key, the same for every sweep that gets this far. */
export function renewalKey(rows: readonly SubscriptionRow[]): string {
  const due = rows.map((row) => `${row.id}@${row.nextRenewalOn}`).sort();
  return `renewal:${createHash("sha256").update(due.join(",")).digest("base64url")}`;
}

/**
 * One group's renewal, in one transaction: the subscriptions are locked (a concurrent sweep skips them), each due
 * date gets its unique renewal row, lines that cannot be sold skip this cycle and the shopper is told, the rest
 * become one pending renewal order priced as a checkout is, with its first charge written before anyone asks the
 * provider. Returns whether an order was made.
 */
async function renewGroup(options: {
  db: Database;
  payments: ActivePayments;
  ids: string[];
  dueThrough: string;
  today: string;
  now: Date;
  rates: RenewalRates;
}): Promise<boolean> {
  const { db, payments, dueThrough, today, now } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.id, options.ids),
          eq(subscriptions.status, "active"),
          lte(subscriptions.nextRenewalOn, dueThrough),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .for("update", { skipLocked: true });
    const first = rows[0];
    if (!first) return false;

    const { priced, amounts, renewing, refused } = await priceSellable(tx, rows, options.rates);
    for (const { row, problem } of refused) {
      await tx
        .insert(subscriptionRenewals)
        .values({ subscriptionId: row.id, dueOn: row.nextRenewalOn, outcome: "sold_out" });
      await queueEmail(tx, renewalSkippedEmail({ subscription: row, reason: problem }));
    }
    // One update a subscription: its next day, and the price it renews at now (the next reminder compares with it).
    const priceOf = new Map(priced?.lines.map((line) => [`${line.productId}|${line.flavor}`, line.unitPriceCents]));
    for (const row of rows) {
      const unitPriceCents = renewing.includes(row) ? priceOf.get(`${row.productId}|${row.flavor}`) : undefined;
      await tx
        .update(subscriptions)
        .set({
          nextRenewalOn: followingRenewalDay(row.nextRenewalOn, row.cadenceWeeks, today),
          ...(unitPriceCents === undefined ? {} : { unitPriceCents }),
          updatedAt: now,
        })
        .where(eq(subscriptions.id, row.id));
    }
    if (!priced || !amounts) return false;

    const cadenceOf = new Map(renewing.map((row) => [`${row.productId}|${row.flavor}`, row.cadenceWeeks]));
    const key = renewalKey(renewing);
    const order = await insertOrder(tx, {
      customer: {
        email: first.email,
        firstName: first.firstName,
        lastName: first.lastName,
        phone: first.phone,
        address: first.address,
        city: first.city,
        state: first.state,
        zipCode: first.zipCode,
        country: "US",
      },
      deliveryMethod: first.deliveryMethod,
      lines: priced.lines.map((line) => ({
        ...line,
        cadenceWeeks: cadenceOf.get(`${line.productId}|${line.flavor}`) ?? null,
      })),
      amounts,
      provider: payments.provider.name,
      testMode: payments.testMode,
      idempotencyKey: key,
      requestHash: key,
      userId: first.userId,
      renewal: true,
      now,
    });
    // The subscriptions were locked and due, so no other sweep made this order: a clash is a bug, rolled back.
    if (!order) throw new Error(`A renewal order already holds ${key}`);
    await tx.insert(subscriptionRenewals).values(
      renewing.map((row) => ({
        subscriptionId: row.id,
        dueOn: row.nextRenewalOn,
        outcome: "ordered",
        orderId: order.id,
      })),
    );
    await tx.insert(renewalCharges).values({
      orderId: order.id,
      attempt: 1,
      idempotencyKey: `${key}:charge:1`,
      cardId: first.cardId,
      amountCents: order.totalCents,
      dueAt: now,
    });
    return true;
  });
}

/**
 * Makes the renewal orders due by now (docs/product.md#subscribe-and-save): subscriptions due on or before the last
 * due day, grouped per shopper, address and card. Safe with several processes sweeping at once (row locks, unique
 * renewal rows); a day missed is billed once at the next sweep. Subscriptions whose card belongs to another provider
 * than the active one wait. Returns how many orders were made of how many due subscriptions were seen.
 */
export async function createDueRenewals(options: CreateRenewalsOptions = {}): Promise<{ made: number; seen: number }> {
  const db = options.db ?? (await getDb());
  const payments = options.payments ?? getPayments();
  const now = options.now ?? new Date();
  const dueThrough = lastDueDay(now);
  const today = storeDay(now);
  await resumeEndedPauses(db, today, now);
  const due = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .leftJoin(savedCards, eq(savedCards.id, subscriptions.cardId))
    .where(
      and(
        eq(subscriptions.status, "active"),
        lte(subscriptions.nextRenewalOn, dueThrough),
        or(isNull(subscriptions.cardId), eq(savedCards.provider, payments.provider.name)),
      ),
    )
    .orderBy(asc(subscriptions.userId), asc(subscriptions.id))
    .limit(options.batchSize ?? 1000);
  const groups = new Map<string, string[]>();
  for (const { subscription } of due) {
    const key = groupKey(subscription);
    groups.set(key, [...(groups.get(key) ?? []), subscription.id]);
  }
  const rates = await readRenewalRates(db);
  let made = 0;
  for (const ids of groups.values()) {
    try {
      if (await renewGroup({ db, payments, ids, dueThrough, today, now, rates })) made += 1;
    } catch (err) {
      logger.error({ err, subscriptionIds: ids }, "renewal not made; the next sweep tries again");
    }
    // Shoppers' requests take their turn between renewals: a renewal day never stalls the shop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { made, seen: due.length };
}

/** A pause with an end date is over on that day: the subscription renews from it. */
async function resumeEndedPauses(db: Database, today: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: "active", pausedUntil: null, updatedAt: now })
    .where(and(eq(subscriptions.status, "paused"), lte(subscriptions.pausedUntil, today)));
}
