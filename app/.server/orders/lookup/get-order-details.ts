import { eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import { isPublicId } from "~/.server/orders/shared/public-id";
import { toOrderDetails, toTrackedOrder } from "~/.server/orders/shared/shape";
import type { OrderDetails, TrackedOrder } from "~/lib/order-details";
import { findOrder, type OrderWithLines } from "./find-order";

async function findByPublicId(publicId: string, db: Database | undefined): Promise<OrderWithLines | null> {
  if (!isPublicId(publicId)) return null;
  return findOrder({ db: db ?? (await getDb()), where: eq(orders.publicId, publicId) });
}

/**
 * get-order-details (docs/product.md#calls): by the unguessable public id only, so a made-up id finds nothing and
 * never another customer's e-mail address (docs/product.md#order-links).
 */
export async function getOrderDetails({
  publicId,
  db,
}: {
  publicId: string;
  db?: Database;
}): Promise<OrderDetails | null> {
  const found = await findByPublicId(publicId, db);
  return found && toOrderDetails(found.order, found.lines);
}

/** The same order with its amounts and delivery, for the test provider's payment page. */
export async function getOrderSummary({
  publicId,
  db,
}: {
  publicId: string;
  db?: Database;
}): Promise<TrackedOrder | null> {
  const found = await findByPublicId(publicId, db);
  return found && toTrackedOrder(found.order, found.lines);
}
