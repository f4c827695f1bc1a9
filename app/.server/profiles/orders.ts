import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders } from "~/.server/db/schema";
import { toTrackedOrder } from "~/.server/orders/shared/shape";
import type { TrackedOrder } from "~/lib/order-details";

const SHOWN = 50;

/**
 * An account's order history: the orders placed with its e-mail address, newest first, read-only. The
 * caller passes the session's address, and only once it is verified: an unverified address is just a claim.
 * (Orders carry no user id: checkout is open to guests and matches accounts by e-mail, decision 101.)
 */
export async function listOrdersForAccount(options: { email: string; db?: Database }): Promise<TrackedOrder[]> {
  const { email } = options;
  const db = options.db ?? (await getDb());
  const found = await db
    .select()
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email.toLowerCase()))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SHOWN);
  if (found.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return found.map((order) =>
    toTrackedOrder(
      order,
      lines.filter((line) => line.orderId === order.id),
    ),
  );
}
