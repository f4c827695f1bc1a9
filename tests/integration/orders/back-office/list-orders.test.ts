import { describe, expect, it } from "vitest";
import { COUNT_LOOKAHEAD_ROWS, listOrders } from "~/.server/orders/back-office/list-orders";
import { NO_FILTERS, type OrderListFilters } from "~/lib/admin-orders";
import { withTestDatabase } from "../../../support/database";
import { insertOrders, minutesFrom } from "../../../support/order-rows";

const t = withTestDatabase();
const START = "2026-03-01T10:00:00Z";

/** Five orders, one minute apart, each standing out in one way. */
async function placeFive() {
  const [dana, lee, test, local, late] = await insertOrders(
    t.db,
    { createdAt: minutesFrom(START, 0), status: "paid" },
    {
      createdAt: minutesFrom(START, 1),
      status: "packed",
      email: "Lee.Park@Example.com",
      firstName: "Lee",
      lastName: "Park",
    },
    { createdAt: minutesFrom(START, 2), status: "pending", testMode: true, email: "dana_rivera@example.com" },
    {
      createdAt: minutesFrom(START, 3),
      status: "paid",
      deliveryMethod: "local",
      firstName: "Ana",
      lastName: "O'Neil",
      email: "1000real@example.com",
    },
    { createdAt: new Date("2026-03-05T23:59:59Z"), status: "shipped", email: "100%real@example.com" },
  );
  return { dana, lee, test, local, late } as Record<string, string>;
}

async function numbers(filters: Partial<OrderListFilters>): Promise<string[]> {
  const page = await listOrders({ db: t.db, filters: { ...NO_FILTERS, ...filters }, page: 1 });
  return page.items.map((order) => order.orderNumber);
}

describe("listOrders (the back office's order list)", () => {
  it("lists every order newest first, with the row's number, date, customer, delivery, total and state", async () => {
    const o = await placeFive();
    const page = await listOrders({ db: t.db, filters: NO_FILTERS, page: 1 });
    expect(page.items.map((order) => order.orderNumber)).toEqual([o.late, o.local, o.test, o.lee, o.dana]);
    expect(page.items[1]).toEqual({
      orderNumber: o.local,
      createdAt: minutesFrom(START, 3),
      email: "1000real@example.com",
      firstName: "Ana",
      lastName: "O'Neil",
      deliveryMethod: "local",
      totalCents: 2699,
      status: "paid",
      testMode: false,
    });
    expect(page).toMatchObject({ page: 1, pageCount: 1, matching: 5, more: false });
  });

  it("searches by order number (CS-10001, cs10001, 10001), by e-mail (whole or part) and by part of a name", async () => {
    const o = await placeFive();
    const lee = o.lee as string;
    const digits = lee.slice(3);
    expect(await numbers({ q: lee })).toEqual([lee]);
    expect(await numbers({ q: `cs${digits}` })).toEqual([lee]);
    expect(await numbers({ q: digits })).toEqual([lee]);
    expect(await numbers({ q: "LEE.PARK@example.COM" })).toEqual([lee]);
    expect(await numbers({ q: "park@exa" })).toEqual([lee]);
    // A whole address is that address, not a part of a longer one.
    expect(await numbers({ q: "park@example.com" })).toEqual([]);
    expect(await numbers({ q: "park" })).toEqual([lee]);
    expect(await numbers({ q: "lee park" })).toEqual([lee]);
    expect(await numbers({ q: "o'neil" })).toEqual([o.local]);
    expect(await numbers({ q: "rivera" })).toEqual([o.late, o.test, o.dana]);
    // LIKE's own characters are searched for as themselves.
    expect(await numbers({ q: "100%real" })).toEqual([o.late]);
    expect(await numbers({ q: "a_r" })).toEqual([o.test]);
    expect(await numbers({ q: "nobody" })).toEqual([]);
  });

  it("filters by state, by the store's days (both ends included), by delivery method and by test orders", async () => {
    const o = await placeFive();
    expect(await numbers({ state: "paid" })).toEqual([o.local, o.dana]);
    expect(await numbers({ state: "delivered" })).toEqual([]);
    expect(await numbers({ from: "2026-03-02" })).toEqual([o.late]);
    expect(await numbers({ to: "2026-03-05" })).toEqual([o.late, o.local, o.test, o.lee, o.dana]);
    expect(await numbers({ to: "2026-03-04" })).toEqual([o.local, o.test, o.lee, o.dana]);
    expect(await numbers({ from: "2026-03-01", to: "2026-03-01" })).toEqual([o.local, o.test, o.lee, o.dana]);
    expect(await numbers({ delivery: "local" })).toEqual([o.local]);
    expect(await numbers({ test: "only" })).toEqual([o.test]);
    expect(await numbers({ test: "hide" })).toEqual([o.late, o.local, o.lee, o.dana]);
    expect(await numbers({ q: "rivera", state: "paid", test: "hide" })).toEqual([o.dana]);
    // 03:00 UTC on 2 March is 9 p.m. on 1 March in Texas: the store's day, as the list shows the time.
    const [evening] = await insertOrders(t.db, { createdAt: new Date("2026-03-02T03:00:00Z"), status: "shipped" });
    expect(await numbers({ from: "2026-03-01", to: "2026-03-01", state: "shipped" })).toEqual([evening]);
    expect(await numbers({ from: "2026-03-02", state: "shipped" })).toEqual([o.late]);
  });

  it("pages the matching orders and counts them exactly in a small shop", async () => {
    const placed = await insertOrders(
      t.db,
      ...Array.from({ length: 7 }, (_, minute) => ({ createdAt: minutesFrom(START, minute), status: "paid" as const })),
    );
    const newestFirst = [...placed].reverse();
    const first = await listOrders({ db: t.db, filters: NO_FILTERS, page: 1, pageSize: 3 });
    expect(first).toMatchObject({ page: 1, pageCount: 3, matching: 7, more: false });
    expect(first.items.map((order) => order.orderNumber)).toEqual(newestFirst.slice(0, 3));
    const third = await listOrders({ db: t.db, filters: NO_FILTERS, page: 3, pageSize: 3 });
    expect(third.items.map((order) => order.orderNumber)).toEqual(newestFirst.slice(6));
    expect((await listOrders({ db: t.db, filters: NO_FILTERS, page: 9, pageSize: 3 })).items).toEqual([]);
  });

  it("stops counting a little past the page in a big shop, and says there are more", async () => {
    const many = COUNT_LOOKAHEAD_ROWS + 30;
    await insertOrders(t.db, ...Array.from({ length: many }, () => ({})));
    const first = await listOrders({ db: t.db, filters: NO_FILTERS, page: 1, pageSize: 10 });
    expect(first).toMatchObject({ matching: COUNT_LOOKAHEAD_ROWS, more: true, pageCount: COUNT_LOOKAHEAD_ROWS / 10 });
    // Near the end the count is exact again.
    const near = await listOrders({ db: t.db, filters: NO_FILTERS, page: 5, pageSize: 10 });
    expect(near).toMatchObject({ matching: many, more: false, pageCount: Math.ceil(many / 10) });
  });
});
