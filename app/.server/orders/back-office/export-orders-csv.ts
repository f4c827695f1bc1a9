import { and, desc, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import type { OrderListFilters } from "~/lib/admin-orders";
import { csvLine } from "~/lib/csv";
import { ORDERS_CSV_HEADER, orderCsvLine } from "~/lib/orders-csv";
import { orderListWhere } from "./order-list-where";

const BATCH_SIZE = 1000;

/**
 * The order list's matching orders as CSV text, newest first, read `batchSize` orders at a time so a hundred
 * thousand orders never sit in memory at once. Each batch starts after the previous one's last (created at,
 * id), read back as the database's own text so microseconds are not lost to a JavaScript Date.
 */
export async function* exportOrdersCsv(options: {
  filters: OrderListFilters;
  batchSize?: number;
  db?: Database;
}): AsyncGenerator<string> {
  const db = options.db ?? (await getDb());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const where = orderListWhere(options.filters);
  yield csvLine(ORDERS_CSV_HEADER);
  let after: { createdAt: string; id: string } | undefined;
  while (true) {
    const rows = await db
      .select({
        id: orders.id,
        cursor: sql<string>`${orders.createdAt}::text`,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        testMode: orders.testMode,
        email: orders.email,
        firstName: orders.firstName,
        lastName: orders.lastName,
        deliveryMethod: orders.deliveryMethod,
        city: orders.city,
        state: orders.state,
        zipCode: orders.zipCode,
        subtotalCents: orders.subtotalCents,
        shippingCents: orders.shippingCents,
        taxCents: orders.taxCents,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(
        and(
          where,
          after && sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(orderCsvLine).join("");
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.cursor, id: last.id };
  }
}
