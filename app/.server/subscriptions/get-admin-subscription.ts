import { asc, desc, eq, inArray } from "drizzle-orm";
import { toAuditEntry } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { auditLog, orders, renewalCharges, savedCards, subscriptionRenewals, subscriptions } from "~/.server/db/schema";
import type { AdminRenewal, AdminSubscription } from "~/lib/admin-subscriptions";
import { UUID_PATTERN } from "~/lib/uuid";
import { selectAdminRows, toAdminSubscriptionRow } from "./admin-shape";

/** The audit log's subject for a subscription, as changeSubscription writes it. */
export function subscriptionAuditSubject(subscriptionId: string): string {
  return `subscription ${subscriptionId}`;
}

/**
 * One subscription as the back office's page shows it: the customer, what is delivered where and how often, the
 * card, every renewal (newest first) with its order and each attempt to charge it, and the audit trail. Null when
 * there is no such subscription (any text is a fair id to try).
 */
export async function getAdminSubscription(options: {
  subscriptionId: string;
  db?: Database;
}): Promise<AdminSubscription | null> {
  if (!UUID_PATTERN.test(options.subscriptionId)) return null;
  const db = options.db ?? (await getDb());
  const [row] = await selectAdminRows(db, {
    phone: subscriptions.phone,
    address: subscriptions.address,
    city: subscriptions.city,
    state: subscriptions.state,
    zipCode: subscriptions.zipCode,
    country: subscriptions.country,
    deliveryMethod: subscriptions.deliveryMethod,
    failedCharges: subscriptions.failedCharges,
    sourceOrderNumber: orders.orderNumber,
    cardBrand: savedCards.brand,
    cardLast4: savedCards.last4,
    cardDisabledAt: savedCards.disabledAt,
  })
    .leftJoin(savedCards, eq(savedCards.id, subscriptions.cardId))
    .where(eq(subscriptions.id, options.subscriptionId));
  if (!row) return null;

  const [renewals, audit] = await Promise.all([
    db
      .select({
        dueOn: subscriptionRenewals.dueOn,
        outcome: subscriptionRenewals.outcome,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.status,
        totalCents: orders.totalCents,
      })
      .from(subscriptionRenewals)
      .leftJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
      .where(eq(subscriptionRenewals.subscriptionId, row.id))
      .orderBy(desc(subscriptionRenewals.dueOn)),
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, subscriptionAuditSubject(row.id)))
      .orderBy(desc(auditLog.createdAt)),
  ]);
  const orderIds = renewals.flatMap((renewal) => (renewal.orderId ? [renewal.orderId] : []));
  const charges =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(renewalCharges)
          .where(inArray(renewalCharges.orderId, orderIds))
          .orderBy(asc(renewalCharges.attempt));

  const {
    phone,
    address,
    city,
    state,
    zipCode,
    country,
    deliveryMethod,
    failedCharges,
    sourceOrderNumber,
    cardBrand,
    cardLast4,
    cardDisabledAt,
    ...listRow
  } = row;
  return {
    ...toAdminSubscriptionRow(listRow),
    phone,
    address: { address, city, state, zipCode, country },
    deliveryMethod,
    card: cardBrand && cardLast4 ? { brand: cardBrand, last4: cardLast4, disabled: cardDisabledAt !== null } : null,
    failedCharges,
    sourceOrderNumber,
    renewals: renewals.map(
      (renewal): AdminRenewal => ({
        dueOn: renewal.dueOn,
        outcome: renewal.outcome,
        order:
          renewal.orderNumber && renewal.orderStatus && renewal.totalCents !== null
            ? { orderNumber: renewal.orderNumber, status: renewal.orderStatus, totalCents: renewal.totalCents }
            : null,
        charges: charges
          .filter((charge) => charge.orderId === renewal.orderId)
          .map(({ attempt, status, amountCents, declineReason, dueAt, settledAt }) => ({
            attempt,
            status,
            amountCents,
            declineReason,
            dueAt,
            settledAt,
          })),
      }),
    ),
    audit: audit.map(toAuditEntry),
  };
}
