import { and, eq, gte, like, lt, or, type SQL, sql } from "drizzle-orm";
import { type OrderListFilters, orderNumberOf } from "~/lib/admin-orders";
import { orders } from "../db/schema";

/** `%`, `_` and `\` are LIKE's own characters: searched for as themselves. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The day after a YYYY-MM-DD day, at midnight UTC: the end of a range that includes its last day. */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * The order list's filters as one condition, shared by the list and the CSV export. The search's parts each
 * have an index (drizzle/0014): the order number's unique index, and trigram indexes on the lowered e-mail and
 * full name, which serve `LIKE '%part%'` from three characters on.
 */
export function orderListWhere(filters: OrderListFilters): SQL | undefined {
  const search = filters.q;
  const number = search ? orderNumberOf(search) : null;
  return and(
    search
      ? or(
          number ? eq(orders.orderNumber, number) : undefined,
          like(sql`lower(${orders.email})`, containing(search)),
          like(sql`lower(${orders.firstName} || ' ' || ${orders.lastName})`, containing(search)),
        )
      : undefined,
    filters.state ? eq(orders.status, filters.state) : undefined,
    filters.from ? gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(orders.createdAt, dayAfter(filters.to)) : undefined,
    filters.delivery ? eq(orders.deliveryMethod, filters.delivery) : undefined,
    filters.test === "include" ? undefined : eq(orders.testMode, filters.test === "only"),
  );
}
