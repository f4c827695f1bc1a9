import { and, asc, desc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { auditLog, orderLines, orders } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { fulfilmentEmail } from "~/.server/orders/fulfilment/fulfilment-emails";
import { orderConfirmationEmail } from "~/.server/orders/shared/order-emails";
import type { OrderRow } from "~/.server/orders/shared/shape";
import { ORDER_STATUS_LABELS } from "~/lib/order-status";
import {
  RESEND_INTERVAL_MINUTES,
  type ResendableEmail,
  SHOPPER_EMAIL_KINDS,
  type ShopperEmailKind,
} from "~/lib/shopper-emails";

const RESENT_ACTION = "order.email_resent";

/** The furthest shipping step the order took, whose e-mail the shopper got last; null before it shipped. */
function latestShippingStep(order: OrderRow): "shipped" | "out_for_delivery" | "delivered" | null {
  if (order.deliveredAt) return "delivered";
  if (order.outForDeliveryAt) return "out_for_delivery";
  if (order.shippedAt) return "shipped";
  return null;
}

/** What each e-mail is called on the order page; null when the shopper was never sent it. */
function labelOf(order: OrderRow, kind: ShopperEmailKind): string | null {
  if (kind === "confirmation") return order.paidAt ? "Order confirmation" : null;
  const step = latestShippingStep(order);
  return step && `Shipping e-mail: ${ORDER_STATUS_LABELS[step]}`;
}

/** When each e-mail was last sent again, from the order's audit rows. */
async function lastResends(db: Executor, orderNumber: string): Promise<Map<ShopperEmailKind, Date>> {
  const rows = await db
    .select({ after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.subject, orderNumber), eq(auditLog.action, RESENT_ACTION)))
    .orderBy(desc(auditLog.createdAt));
  const last = new Map<ShopperEmailKind, Date>();
  for (const row of rows) {
    const kind = (row.after as { email?: ShopperEmailKind } | null)?.email;
    if (kind && !last.has(kind)) last.set(kind, row.createdAt);
  }
  return last;
}

/** The shopper's e-mails the order page offers to send again: the ones the order has been sent. */
export async function listResendableEmails(options: {
  orderNumber: string;
  db?: Database;
}): Promise<ResendableEmail[]> {
  const db = options.db ?? (await getDb());
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, options.orderNumber));
  if (!order) return [];
  const last = await lastResends(db, order.orderNumber);
  return SHOPPER_EMAIL_KINDS.flatMap((kind) => {
    const label = labelOf(order, kind);
    return label ? [{ kind, label, to: order.email, lastResentAt: last.get(kind) ?? null }] : [];
  });
}

export type ResendShopperEmailResult =
  | { ok: true; message: string }
  | { ok: false; reason: string; code: "not_found" | "unavailable" | "too_soon" };

/**
 * Queues one of the shopper's e-mails again through the outbox, as it reads now, with its audit row, in one
 * transaction (decision 212). The order row is locked, so of two clicks (or two members) at once the first
 * sends and the second is told it went out moments ago: the same e-mail goes at most once in
 * RESEND_INTERVAL_MINUTES.
 */
export async function resendShopperEmail(options: {
  orderNumber: string;
  kind: ShopperEmailKind;
  actor: AuditActor;
  db?: Database;
  publicUrl?: string;
  now?: Date;
}): Promise<ResendShopperEmailResult> {
  const { orderNumber, kind, actor } = options;
  const db = options.db ?? (await getDb());
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
    if (!order) return { ok: false, reason: `Order ${orderNumber} was not found.`, code: "not_found" };
    const label = labelOf(order, kind);
    if (!label) {
      const reason = `Order ${orderNumber} has not been sent that e-mail, so there is nothing to send again.`;
      return { ok: false, reason, code: "unavailable" };
    }
    const last = (await lastResends(tx, orderNumber)).get(kind);
    if (last && now.getTime() - last.getTime() < RESEND_INTERVAL_MINUTES * 60_000) {
      const reason = `The ${label.toLowerCase()} was sent again less than ${RESEND_INTERVAL_MINUTES} minutes ago.`;
      return { ok: false, reason, code: "too_soon" };
    }
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const step = latestShippingStep(order);
    const email =
      kind === "confirmation" || !step
        ? orderConfirmationEmail(order, lines, publicUrl)
        : fulfilmentEmail({ ...order, status: step }, lines, publicUrl);
    // The first sending holds the e-mail's own key; each resend gets a key of its own.
    await queueEmail(tx, { ...email, dedupeKey: `${email.dedupeKey}:resent:${now.toISOString()}` });
    await recordAudit(tx, {
      actor,
      action: RESENT_ACTION,
      subject: orderNumber,
      after: { email: kind, to: order.email, subject: email.subject },
    });
    return { ok: true, message: `${label} sent again to ${order.email}.` };
  });
}
