import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders, renewalCharges, savedCards, subscriptions } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { queueEmail } from "~/.server/mail/queue";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { type ActivePayments, getPayments } from "~/.server/payments";
import type { SavedCardCharge } from "~/.server/payments/provider";
import { getStoreEmail, getStoreSettings } from "~/.server/settings/store-settings";
import { storeDay } from "~/lib/store-time";
import { retryDay } from "~/lib/subscriptions";
import { chargeTime } from "./renewal-calendar";
import type { RenewalChargeRow } from "./shape";
import { cancelRenewalOrder, holdsStoppedSubscription, renewalSubscriptionIds } from "./stop-renewal-orders";
import { renewalDeclinedEmail, renewalPausedEmail, renewalPausedStoreEmail } from "./subscription-emails";

export type ChargeRenewalsOptions = {
  db?: Database;
  payments?: ActivePayments;
  now?: Date;
  publicUrl?: string;
  /** How long a sweep holds a charge it is asking about; a process that dies lets go when it passes. */
  leaseMs?: number;
  batchSize?: number;
  /** Charges asked for at once: the provider's answer takes most of a charge's time. */
  concurrency?: number;
  /** Called once the provider answered and before the answer is written: the fault suite ends the process here. */
  afterProviderAnswer?: (charge: RenewalChargeRow) => void;
};

const NO_CARD = "No card is saved for this subscription.";
/** A provider that could not answer is asked again this much later, with the same key. */
const UNANSWERED_RETRY_MS = 5 * 60_000;

/** Takes up to `limit` due charges for this sweep alone until the lease ends. */
async function claimDueCharges(db: Database, now: Date, leaseMs: number, limit: number): Promise<RenewalChargeRow[]> {
  const due = db
    .select({ id: renewalCharges.id })
    .from(renewalCharges)
    .where(
      and(
        eq(renewalCharges.status, "pending"),
        lte(renewalCharges.dueAt, now),
        or(isNull(renewalCharges.leasedUntil), lt(renewalCharges.leasedUntil, now)),
      ),
    )
    .orderBy(asc(renewalCharges.dueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(renewalCharges)
    .set({
      leasedUntil: new Date(now.getTime() + leaseMs),
      firstClaimedAt: sql`coalesce(${renewalCharges.firstClaimedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(inArray(renewalCharges.id, due), eq(renewalCharges.status, "pending")))
    .returning();
}

async function askProvider(db: Database, payments: ActivePayments, charge: RenewalChargeRow, order: OrderRow) {
  const [card] = charge.cardId
    ? await db.select().from(savedCards).where(eq(savedCards.id, charge.cardId))
    : [undefined];
  if (!card || card.disabledAt || !payments.provider.chargeSavedCard) {
    return { status: "declined", providerPaymentId: null, reason: NO_CARD } satisfies SavedCardCharge;
  }
  return payments.provider.chargeSavedCard({
    idempotencyKey: charge.idempotencyKey,
    orderId: order.publicId,
    card: { providerCustomerId: card.providerCustomerId, providerCardId: card.providerCardId },
    amountCents: charge.amountCents,
  });
}

/**
 * A paid charge pays its order the way a provider's webhook would (stock, e-mails, automation, once per event id),
 * then settles the charge. A crash between the two asks the provider again with the same key, gets the same payment,
 * and the order's event is already recorded: one charge, one paid order.
 */
async function settlePaid(options: {
  db: Database;
  payments: ActivePayments;
  charge: RenewalChargeRow;
  order: OrderRow;
  answer: Extract<SavedCardCharge, { status: "paid" }>;
  now: Date;
  publicUrl: string;
}): Promise<void> {
  const { db, charge, order, answer, now } = options;
  await applyPaymentEvent({
    db,
    provider: options.payments.provider.name,
    publicUrl: options.publicUrl,
    event: {
      eventId: `renewal:${charge.idempotencyKey}`,
      orderId: order.publicId,
      status: "paid",
      occurredAt: now,
      providerPaymentId: answer.providerPaymentId,
      amountCents: answer.amountCents,
    },
  });
  await db.transaction(async (tx) => {
    await tx
      .update(renewalCharges)
      .set({ status: "paid", providerPaymentId: answer.providerPaymentId, settledAt: now, leasedUntil: null })
      .where(eq(renewalCharges.id, charge.id));
    await tx
      .update(subscriptions)
      .set({ failedCharges: 0, updatedAt: now })
      .where(inArray(subscriptions.id, renewalSubscriptionIds(order.id)));
  });
}

/**
 * A declined charge: the next attempt is written for its retry day (a new key: a declined key only ever answers
 * declined), the shopper is told at the first decline; after the last retry the order fails and its subscriptions
 * pause (not cancel), and the shopper and the shop are told.
 */
async function settleDeclined(options: {
  db: Database;
  payments: ActivePayments;
  charge: RenewalChargeRow;
  order: OrderRow;
  answer: Extract<SavedCardCharge, { status: "declined" }>;
  now: Date;
  publicUrl: string;
}): Promise<void> {
  const { db, charge, order, answer, now, publicUrl } = options;
  const replacesCard = Boolean(options.payments.provider.startCardSetup);
  const settings = await getStoreSettings({ db });
  const storeEmail = await getStoreEmail({ db });
  // Retry days count from the first attempt's day, the renewal's own.
  const [first] = await db
    .select({ dueAt: renewalCharges.dueAt })
    .from(renewalCharges)
    .where(and(eq(renewalCharges.orderId, order.id), eq(renewalCharges.attempt, 1)));
  const retryOn = retryDay(storeDay(first?.dueAt ?? now), charge.attempt, settings.subscriptions.retryDays);
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(renewalCharges)
      .set({
        status: "declined",
        declineReason: answer.reason,
        providerPaymentId: answer.providerPaymentId,
        settledAt: now,
        leasedUntil: null,
      })
      .where(and(eq(renewalCharges.id, charge.id), eq(renewalCharges.status, "pending")))
      .returning();
    if (!settled) return;
    const affected = await tx
      .update(subscriptions)
      .set({ failedCharges: charge.attempt, updatedAt: now })
      .where(inArray(subscriptions.id, renewalSubscriptionIds(order.id)))
      .returning();
    // The shopper paused or cancelled while this attempt was out: no retry and, were it the last, no pause of what
    // the shopper already stopped and no e-mail saying so; the order is cancelled.
    if (await holdsStoppedSubscription(tx, order.id)) {
      await cancelRenewalOrder(tx, order.id, now);
      return;
    }
    if (retryOn) {
      await tx.insert(renewalCharges).values({
        orderId: order.id,
        attempt: charge.attempt + 1,
        idempotencyKey: `${order.idempotencyKey}:charge:${charge.attempt + 1}`,
        // The card on the subscription now: the shopper may have replaced it since.
        cardId: affected[0]?.cardId ?? charge.cardId,
        amountCents: charge.amountCents,
        dueAt: chargeTime(retryOn),
      });
      if (charge.attempt === 1)
        await queueEmail(tx, renewalDeclinedEmail({ order, reason: answer.reason, retryOn, replacesCard, publicUrl }));
      return;
    }
    await tx
      .update(orders)
      .set({ status: "failed", lastPaymentEventAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
    await tx
      .update(subscriptions)
      .set({ status: "paused", pausedUntil: null, updatedAt: now })
      .where(and(inArray(subscriptions.id, renewalSubscriptionIds(order.id)), eq(subscriptions.status, "active")));
    await queueEmail(tx, renewalPausedEmail({ order, replacesCard, publicUrl }));
    await queueEmail(tx, renewalPausedStoreEmail({ order, storeEmail, publicUrl }));
  });
}

async function chargeOne(options: {
  db: Database;
  payments: ActivePayments;
  charge: RenewalChargeRow;
  now: Date;
  publicUrl: string;
  afterProviderAnswer?: (charge: RenewalChargeRow) => void;
}): Promise<SavedCardCharge["status"] | "unanswered"> {
  const { db, payments, charge, now } = options;
  const [order] = await db.select().from(orders).where(eq(orders.id, charge.orderId));
  if (!order) return "unanswered";
  let answer: SavedCardCharge;
  try {
    answer = await askProvider(db, payments, charge, order);
  } catch (err) {
    logger.warn({ err, orderNumber: order.orderNumber }, "renewal charge unanswered; asked again with the same key");
    await db
      .update(renewalCharges)
      .set({ leasedUntil: new Date(now.getTime() + UNANSWERED_RETRY_MS) })
      .where(eq(renewalCharges.id, charge.id));
    return "unanswered";
  }
  options.afterProviderAnswer?.(charge);
  if (answer.status === "paid") await settlePaid({ ...options, order, answer });
  else await settleDeclined({ ...options, order, answer });
  return answer.status;
}

/**
 * Charges the renewal attempts that are due, each at most once (docs/product.md#subscribe-and-save): the attempt's
 * row was committed before this, its key goes to the provider, and an attempt left unsettled by a process that died
 * is asked about again, with the same key, once its lease ends. Returns how many were paid and declined.
 */
export async function chargeDueRenewals(
  options: ChargeRenewalsOptions = {},
): Promise<{ paid: number; declined: number }> {
  const db = options.db ?? (await getDb());
  const payments = options.payments ?? getPayments();
  const now = options.now ?? new Date();
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const claimed = await claimDueCharges(db, now, options.leaseMs ?? 120_000, options.batchSize ?? 200);
  const counts = { paid: 0, declined: 0 };
  const queue = [...claimed];
  const worker = async () => {
    for (let charge = queue.shift(); charge; charge = queue.shift()) {
      try {
        const status = await chargeOne({
          db,
          payments,
          charge,
          now,
          publicUrl,
          afterProviderAnswer: options.afterProviderAnswer,
        });
        if (status !== "unanswered") counts[status] += 1;
      } catch (err) {
        logger.error({ err, chargeId: charge.id }, "renewal charge not settled; asked again when its lease ends");
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  return counts;
}
