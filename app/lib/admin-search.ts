import type { AdminOrderRow } from "./admin-orders";

/**
 * The back office's search box (docs/back-office.md#searching-the-back-office): one field that finds orders,
 * products and customers. Zod-free; the query's schema is `admin-search.schema.ts`.
 */

/** Shorter text than this finds only an order number: a part of one or two letters would read every row. */
export const ADMIN_SEARCH_MIN_LENGTH = 3;

/** Results shown per group; the orders link to the full list for more. */
export const ADMIN_SEARCH_GROUP_SIZE = 10;

export type AdminSearchProduct = { id: string; title: string; stock: number; archived: boolean };

/** A customer by e-mail address: from their orders, their account, or both. */
export type AdminSearchCustomer = {
  email: string;
  /** The name on their latest order, else their account's. */
  name: string;
  lastOrderAt: Date | null;
  hasAccount: boolean;
};

export type AdminSearchResults = {
  q: string;
  /** False when the text is too short to search for anything but an order number. */
  searched: boolean;
  orders: AdminOrderRow[];
  /** How many orders match in all (up to the order list's count limit), and whether there are more. */
  orderCount: number;
  moreOrders: boolean;
  products: AdminSearchProduct[];
  customers: AdminSearchCustomer[];
};
