import { and, asc, eq, inArray, lt } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";

export type ExpireCheckoutsOptions = {
  /** Pending orders created before `now - expiresAfterMs` expire. */
  expiresAfterMs: number;
  now?: Date;
  db?: Database;
  batchSize?: number;
};

/**
 * Marks checkouts left unpaid past their time `expired` and returns their order numbers.
 * Nothing is charged or sent: stock is only taken when a payment arrives, so there is nothing to give back.
 * Safe when several processes sweep at once: FOR UPDATE SKIP LOCKED gives each row to one sweep, and skips
 * an order whose payment is being applied right now (it stays pending and the payment wins).
 */
export async function expireAbandonedCheckouts({
  expiresAfterMs,
  now = new Date(),
  db: givenDb,
  batchSize = 500,
}: ExpireCheckoutsOptions): Promise<string[]> {
  const db = givenDb ?? (await getDb());
  const cutoff = new Date(now.getTime() - expiresAfterMs);
  const due = db
    .select({ id: orders.id })
    .from(orders)
    // A renewal order waits for its charge's retries (decision 228): it is never an abandoned checkout.
    .where(and(eq(orders.status, "pending"), eq(orders.renewal, false), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const expired = await db
    .update(orders)
    .set({ status: "expired", updatedAt: now })
    // Checked again here: a payment committed between the scan and the update keeps its order paid.
    .where(and(inArray(orders.id, due), eq(orders.status, "pending")))
    .returning({ orderNumber: orders.orderNumber });
  return expired.map((order) => order.orderNumber);
}
