import { count } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import type { OrderStatus } from "~/lib/order-status";

/** How many orders are in each state (the metrics' orders gauge); states with none are left out. */
export async function countOrdersByState(options: { db?: Database } = {}): Promise<Map<OrderStatus, number>> {
  const db = options.db ?? (await getDb());
  const rows = await db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}
