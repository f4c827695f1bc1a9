import { count, desc, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { orders } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";
import type { AdminOrderRow, OrderListFilters, OrderListPage } from "~/lib/admin-orders";
import { orderListWhere } from "./order-list-where";

/** How far past the page the count looks (decision 145): 40 pages, then "40+" instead of a full count. */
export const COUNT_LOOKAHEAD_ROWS = 1000;

/**
 * The back office's order list: the orders matching the filters, newest first, one page at a time. Counting
 * stops `COUNT_LOOKAHEAD_ROWS` past this page, so a page view never counts a hundred thousand rows.
 */
export async function listOrders(options: {
  filters: OrderListFilters;
  page: number;
  pageSize?: number;
  db?: Database;
}): Promise<OrderListPage> {
  const db = options.db ?? (await getDb());
  const pageSize = options.pageSize ?? ADMIN_PAGE_SIZE;
  const offset = (options.page - 1) * pageSize;
  const where = orderListWhere(options.filters);
  const countLimit = offset + COUNT_LOOKAHEAD_ROWS + 1;
  const [items, counted] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        email: orders.email,
        firstName: orders.firstName,
        lastName: orders.lastName,
        deliveryMethod: orders.deliveryMethod,
        totalCents: orders.totalCents,
        status: orders.status,
        testMode: orders.testMode,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ value: count() })
      .from(db.select({ one: sql`1` }).from(orders).where(where).limit(countLimit).as("matching")),
  ]);
  const more = (counted[0]?.value ?? 0) === countLimit;
  const matching = more ? countLimit - 1 : (counted[0]?.value ?? 0);
  return {
    items: items satisfies AdminOrderRow[],
    page: options.page,
    pageCount: Math.max(1, Math.ceil(matching / pageSize)),
    matching,
    more,
  };
}
