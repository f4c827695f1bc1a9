import { asc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { orderNotes, orders } from "~/.server/db/schema";
import type { OrderNote } from "~/lib/order-notes";

/** The columns of a note as the order page shows it (`OrderNote`). */
const NOTE_COLUMNS = {
  id: orderNotes.id,
  authorEmail: orderNotes.authorEmail,
  body: orderNotes.body,
  createdAt: orderNotes.createdAt,
};

export type AddOrderNoteResult = { ok: true; note: OrderNote } | { ok: false; reason: string; code: "not_found" };

/**
 * Adds a member's internal note to an order, with its audit row in the same transaction. The body comes
 * checked by `orderNoteFormSchema`; the table's own check bounds it too.
 */
export async function addOrderNote(options: {
  orderNumber: string;
  body: string;
  actor: AuditActor;
  db?: Database;
}): Promise<AddOrderNoteResult> {
  const { orderNumber, body, actor } = options;
  const db = options.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!order) return { ok: false, reason: `Order ${orderNumber} was not found.`, code: "not_found" };
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, authorUserId: actor.userId, authorEmail: actor.email, body })
      .returning(NOTE_COLUMNS);
    if (!note) throw new Error(`The note on ${orderNumber} was not written`);
    await recordAudit(tx, { actor, action: "order.note_added", subject: orderNumber, after: { note: body } });
    return { ok: true, note };
  });
}

/** An order's internal notes, oldest first, as the back office's order page lists them; none for an unknown order. */
export async function listOrderNotes(options: { orderNumber: string; db?: Database }): Promise<OrderNote[]> {
  const db = options.db ?? (await getDb());
  return db
    .select(NOTE_COLUMNS)
    .from(orderNotes)
    .innerJoin(orders, eq(orders.id, orderNotes.orderId))
    .where(eq(orders.orderNumber, options.orderNumber))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}
