import { desc, eq, type SQL, sql } from "drizzle-orm";
import { byTitle } from "~/.server/catalog/shape";
import { fieldContains } from "~/.server/catalog/text-match";
import { type Database, getDb } from "~/.server/db";
import { orders, products, user } from "~/.server/db/schema";
import { listOrders } from "~/.server/orders/back-office/list-orders";
import { orderNumberOf } from "~/lib/admin-orders";
import {
  ADMIN_SEARCH_GROUP_SIZE,
  ADMIN_SEARCH_MIN_LENGTH,
  type AdminSearchCustomer,
  type AdminSearchResults,
} from "~/lib/admin-search";
import { EMAIL_PATTERN } from "~/lib/checkout-fields";

/** How many of the newest matching orders the customers are gathered from: a common part stays cheap. */
const CUSTOMER_ORDER_ROWS = 500;

/** The order a search names exactly ("CS-10001", "cs10001", "10001"), when there is one. */
export async function findOrderNumber(options: { q: string; db?: Database }): Promise<string | null> {
  const number = orderNumberOf(options.q);
  if (!number) return null;
  const db = options.db ?? (await getDb());
  const [found] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.orderNumber, number));
  return found?.orderNumber ?? null;
}

/**
 * Customers by e-mail address: a whole address is that address (the lowered-address indexes), a part of one
 * any address containing it (the trigram indexes on orders' and accounts' lowered addresses). Those with
 * orders come first, latest order first, each with the name on that order.
 */
async function searchCustomers(db: Database, q: string): Promise<AdminSearchCustomer[]> {
  const whole = EMAIL_PATTERN.test(q);
  const orderEmail = sql<string>`lower(${orders.email})`;
  const orderCondition: SQL = whole ? eq(orderEmail, q.toLowerCase()) : fieldContains(orders.email, q);
  const matching = db
    .select({
      email: orderEmail.as("email"),
      name: sql<string>`${orders.firstName} || ' ' || ${orders.lastName}`.as("name"),
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(orderCondition)
    .orderBy(desc(orders.createdAt))
    .limit(CUSTOMER_ORDER_ROWS)
    .as("matching");
  const [fromOrders, accounts] = await Promise.all([
    db
      .select({
        email: matching.email,
        name: sql<string>`(array_agg(${matching.name} order by ${matching.createdAt} desc))[1]`,
        lastOrderAt: sql<Date>`max(${matching.createdAt})`.mapWith(orders.createdAt),
      })
      .from(matching)
      .groupBy(matching.email)
      .orderBy(desc(sql`max(${matching.createdAt})`))
      .limit(ADMIN_SEARCH_GROUP_SIZE),
    db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(whole ? eq(user.email, q.toLowerCase()) : fieldContains(user.email, q))
      .orderBy(user.email)
      .limit(ADMIN_SEARCH_GROUP_SIZE),
  ]);
  const withAccount = new Set(accounts.map((account) => account.email.toLowerCase()));
  const customers: AdminSearchCustomer[] = fromOrders.map((row) => ({
    ...row,
    hasAccount: withAccount.has(row.email),
  }));
  const listed = new Set(customers.map((customer) => customer.email));
  for (const account of accounts) {
    if (!listed.has(account.email.toLowerCase())) {
      customers.push({ email: account.email, name: account.name, lastOrderAt: null, hasAccount: true });
    }
  }
  return customers.slice(0, ADMIN_SEARCH_GROUP_SIZE);
}

/**
 * The back office's search (docs/back-office.md#searching-the-back-office): orders as the order list's search
 * finds them (number, e-mail, name), products by part of the name (archived ones too), customers by e-mail.
 * Every part is served by an index; text under ADMIN_SEARCH_MIN_LENGTH characters searches nothing.
 */
export async function searchBackOffice(options: { q: string; db?: Database }): Promise<AdminSearchResults> {
  const { q } = options;
  const empty = { q, searched: false, orders: [], orderCount: 0, moreOrders: false, products: [], customers: [] };
  if (q.length < ADMIN_SEARCH_MIN_LENGTH) return empty;
  const db = options.db ?? (await getDb());
  const [orderPage, productRows, customers] = await Promise.all([
    listOrders({ filters: { q, test: "include" }, page: 1, pageSize: ADMIN_SEARCH_GROUP_SIZE, db }),
    db
      .select({ id: products.id, title: products.title, stock: products.stock, archivedAt: products.archivedAt })
      .from(products)
      .where(fieldContains(products.title, q))
      .orderBy(...byTitle)
      .limit(ADMIN_SEARCH_GROUP_SIZE),
    searchCustomers(db, q),
  ]);
  return {
    ...empty,
    searched: true,
    orders: orderPage.items,
    orderCount: orderPage.matching,
    moreOrders: orderPage.more,
    products: productRows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null })),
    customers,
  };
}
