import { asc, inArray } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orderLines, orders } from "~/.server/db/schema";
import type { PackingSlip, ShipCandidate } from "~/lib/admin-orders";
import { refusal } from "~/lib/fulfilment";

/** The named orders that exist, in the order they were named. */
async function selectedOrders(db: Database, orderNumbers: string[]) {
  const rows = await db.select().from(orders).where(inArray(orders.orderNumber, orderNumbers));
  const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
  return orderNumbers.flatMap((number) => byNumber.get(number) ?? []);
}

/** The orders the bulk shipping form lists, each with the reason it cannot be shipped, when it cannot. */
export async function listShipCandidates(options: { orderNumbers: string[]; db?: Database }): Promise<ShipCandidate[]> {
  const db = options.db ?? (await getDb());
  const found = await selectedOrders(db, options.orderNumbers);
  return options.orderNumbers.map((orderNumber) => {
    const order = found.find((row) => row.orderNumber === orderNumber);
    if (!order) return { orderNumber, name: "", city: "", state: "", refusal: `Order ${orderNumber} was not found.` };
    return {
      orderNumber,
      name: `${order.firstName} ${order.lastName}`,
      city: order.city,
      state: order.state,
      refusal: refusal(order, "ship"),
    };
  });
}

/** A packing slip for each named order that exists, in the order named: the address and the lines. */
export async function listPackingSlips(options: { orderNumbers: string[]; db?: Database }): Promise<PackingSlip[]> {
  const db = options.db ?? (await getDb());
  const found = await selectedOrders(db, options.orderNumbers);
  if (found.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      title: orderLines.title,
      flavor: orderLines.flavor,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return found.map((order) => ({
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    name: `${order.firstName} ${order.lastName}`,
    address: order.address,
    city: order.city,
    state: order.state,
    zipCode: order.zipCode,
    country: order.country,
    phone: order.phone,
    deliveryMethod: order.deliveryMethod,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map(({ title, flavor, quantity }) => ({ title, flavor, quantity })),
  }));
}
