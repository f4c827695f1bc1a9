import type { DeliveryMethod } from "./delivery";
import type { OrderStatus } from "./order-status";

/**
 * The back office's order list (docs/back-office.md#the-order-list): what it can be filtered by, as the URL
 * query carries it, so a filtered list can be bookmarked, paged and exported. Zod-free; the schema that reads
 * a query is `admin-orders.schema.ts`.
 */

/** "include": test orders among the rest (the default); "hide": real orders only; "only": test orders only. */
export const TEST_ORDER_CHOICES = ["include", "hide", "only"] as const;
export type TestOrderChoice = (typeof TEST_ORDER_CHOICES)[number];

export const TEST_ORDER_LABELS: Record<TestOrderChoice, string> = {
  include: "Included",
  hide: "Hidden",
  only: "Only test orders",
};

export type OrderListFilters = {
  /** An order number (CS-10001 or 10001), part of an e-mail address, or part of a name. */
  q?: string;
  state?: OrderStatus;
  /** Days of the store's calendar (Texas), YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  delivery?: DeliveryMethod;
  test: TestOrderChoice;
};

export const NO_FILTERS: OrderListFilters = { test: "include" };

export const SEARCH_MAX_LENGTH = 100;

/** Orders one bulk action or packing-slip page takes at once: a page of the list, with room to spare. */
export const BULK_ORDER_LIMIT = 100;

/** The query string of these filters (without `?`), leaving out what is not set, for links and the export. */
export function filtersQuery(filters: OrderListFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value && !(name === "test" && value === "include")) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

/** "CS-10001", "cs10001" or "10001" → "CS-10001"; null when the text is not an order number. */
export function orderNumberOf(text: string): string | null {
  const digits = /^(?:cs-?)?(\d{1,12})$/i.exec(text.trim())?.[1];
  return digits ? `CS-${digits}` : null;
}

/** A row of the list; amounts are integer cents. */
export type AdminOrderRow = {
  orderNumber: string;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  deliveryMethod: DeliveryMethod;
  totalCents: number;
  status: OrderStatus;
  testMode: boolean;
};

/**
 * One page of the list. Counting stops a little past this page (decision 145), so `more` says there are
 * further pages than `pageCount` knows of; below that bound the count is exact.
 */
export type OrderListPage = {
  items: AdminOrderRow[];
  page: number;
  pageCount: number;
  /** Matching orders counted: exact unless `more`. */
  matching: number;
  more: boolean;
};

/** What a bulk step answers, order by order. */
export type BulkOutcome = { done: string[]; refused: { orderNumber: string; reason: string }[] };

/** An order as the bulk shipping form shows it; `refusal` says why it cannot be shipped, when it cannot. */
export type ShipCandidate = {
  orderNumber: string;
  name: string;
  city: string;
  state: string;
  refusal: string | null;
};

/** One packing slip: where it goes and what is in the box, no prices. */
export type PackingSlip = {
  orderNumber: string;
  createdAt: Date;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string | null;
  deliveryMethod: DeliveryMethod;
  lines: { title: string; flavor: string | null; quantity: number }[];
};
