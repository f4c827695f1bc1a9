import { and, eq, gte, like, lt, or, type SQL, sql } from "drizzle-orm";
import { orders } from "~/.server/db/schema";
import { type OrderListFilters, orderNumberOf } from "~/lib/admin-orders";
import { EMAIL_PATTERN } from "~/lib/checkout-fields";
import { addDays, storeMidnight } from "~/lib/store-time";

/** `%`, `_` and `\` are LIKE's own characters: searched for as themselves. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search: a whole e-mail address finds that address (the lowered-address index: a pasted address is the
 * commonest search, and as a part it would read the long trigram lists of "example.com"); anything else is
 * an order number (its unique index) or part of an address or a name (trigram indexes on the lowered
 * address and full name, drizzle/0014, which serve `LIKE '%part%'` from three characters on).
 */
function searchCondition(search: string): SQL | undefined {
  if (EMAIL_PATTERN.test(search)) return eq(sql`lower(${orders.email})`, search.toLowerCase());
  const number = orderNumberOf(search);
  return or(
    number ? eq(orders.orderNumber, number) : undefined,
    like(sql`lower(${orders.email})`, containing(search)),
    like(sql`lower(${orders.firstName} || ' ' || ${orders.lastName})`, containing(search)),
  );
}

/** The order list's filters as one condition, shared by the list and the CSV export. */
export function orderListWhere(filters: OrderListFilters): SQL | undefined {
  return and(
    filters.q ? searchCondition(filters.q) : undefined,
    filters.state ? eq(orders.status, filters.state) : undefined,
    filters.from ? gte(orders.createdAt, storeMidnight(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, storeMidnight(addDays(filters.to, 1))) : undefined,
    filters.delivery ? eq(orders.deliveryMethod, filters.delivery) : undefined,
    filters.test === "include" ? undefined : eq(orders.testMode, filters.test === "only"),
  );
}
