import { and, eq, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import { toTrackedOrder } from "~/.server/orders/shared/shape";
import type { TrackedOrder } from "~/lib/order-details";
import { findOrder } from "./find-order";

/**
 * An order by its number and the e-mail address it was placed with. Either one wrong gives the
 * same null, so the pair reveals nothing about which orders or addresses exist.
 */
export async function trackOrder({
  orderNumber,
  email,
  db,
}: {
  orderNumber: string;
  email: string;
  db?: Database;
}): Promise<TrackedOrder | null> {
  const found = await findOrder({
    db: db ?? (await getDb()),
    where: and(eq(orders.orderNumber, orderNumber), eq(sql`lower(${orders.email})`, email.toLowerCase())),
  });
  return found && toTrackedOrder(found.order, found.lines);
}
