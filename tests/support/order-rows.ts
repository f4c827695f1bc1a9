import type { Database } from "~/.server/db";
import { orderLines, orders } from "~/.server/db/schema";

type NewOrder = Partial<typeof orders.$inferInsert>;

let counter = 0;

/**
 * Orders written straight into the table, for the back office's list, export and bulk tests: each gets the
 * next order number, Dana Rivera's Dallas address and $20.00 + $6.99 unless told otherwise, and one line.
 */
export async function insertOrders(db: Database, ...rows: NewOrder[]): Promise<string[]> {
  const inserted = await db
    .insert(orders)
    .values(rows.map((row) => orderRow(row)))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await db.insert(orderLines).values(
    inserted.map((order) => ({
      orderId: order.id,
      position: 0,
      productSlug: "whey",
      title: "Whey Protein",
      flavor: "Vanilla",
      quantity: 2,
      unitPriceCents: 1000,
      lineTotalCents: 2000,
      subscription: false,
    })),
  );
  return inserted.map((order) => order.orderNumber);
}

/** An order's row, Dana Rivera's, $20.00 + $6.99 unless told otherwise, with a number and key of its own. */
export function orderRow(row: NewOrder = {}) {
  counter += 1;
  return {
    publicId: `public-${Date.now()}-${counter}`,
    email: "dana.rivera@example.com",
    firstName: "Dana",
    lastName: "Rivera",
    address: "1 Oak Ave",
    city: "Dallas",
    state: "TX",
    zipCode: "75201",
    deliveryMethod: "shipping" as const,
    subtotalCents: 2000,
    shippingCents: 699,
    totalCents: 2699,
    paymentProvider: "test",
    idempotencyKey: `order-rows-${Date.now()}-${counter}`,
    requestHash: "hash",
    testMode: false,
    ...row,
  };
}

/** Orders placed one minute apart from `start`, oldest first: the list shows them in reverse. */
export function minutesFrom(start: string, minute: number): Date {
  return new Date(Date.parse(start) + minute * 60_000);
}
