import { asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { orderLines, orders } from "~/.server/db/schema";
import type { OrderLineRow, OrderRow } from "~/.server/orders/shared/shape";

export type OrderWithLines = { order: OrderRow; lines: OrderLineRow[] };

/** One order and its lines in line order, or null. */
export async function findOrder({
  db,
  where,
}: {
  db: Pick<Database, "select">;
  where: SQL | undefined;
}): Promise<OrderWithLines | null> {
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { order, lines };
}
