import { count, desc } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminOrderRow, type Paged } from "~/lib/admin";
import { type Database, getDb } from "../db";
import { orders } from "../db/schema";

/** The back office's order list: every order, newest first, one page at a time (read-only). */
export async function listLatestOrders(options: {
  page: number;
  pageSize?: number;
  db?: Database;
}): Promise<Paged<AdminOrderRow>> {
  const db = options.db ?? (await getDb());
  const pageSize = options.pageSize ?? ADMIN_PAGE_SIZE;
  const [total] = await db.select({ value: count() }).from(orders);
  const items = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      email: orders.email,
      totalCents: orders.totalCents,
      status: orders.status,
      testMode: orders.testMode,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((options.page - 1) * pageSize);
  return { items, page: options.page, pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / pageSize)) };
}
