import { describe, expect, it } from "vitest";
import { findOrderNumber, searchBackOffice } from "~/.server/admin/search-back-office";
import { user } from "~/.server/db/schema";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { insertOrders, minutesFrom } from "../../support/order-rows";

const t = withTestDatabase();

const START = "2026-03-02T15:00:00Z";

async function shop() {
  const numbers = await insertOrders(
    t.db,
    { email: "Lee.Park@Example.com", firstName: "Lee", lastName: "Park", createdAt: minutesFrom(START, 0) },
    { email: "lee.park@example.com", firstName: "Lee", lastName: "Parker", createdAt: minutesFrom(START, 1) },
    { email: "sam@shop.example", firstName: "Sam", lastName: "Stone", createdAt: minutesFrom(START, 2) },
  );
  await insertProducts(t.db, { slug: "vanilla-whey", title: "Vanilla Whey" }, { slug: "vanilla-bar", title: "Bar" });
  await t.db.insert(user).values([
    { id: "u-lee", name: "Lee Park", email: "lee.park@example.com" },
    { id: "u-kim", name: "Kim Lee", email: "kim@parkside.example" },
  ]);
  return numbers;
}

describe("searchBackOffice (the back office's search box)", () => {
  it("finds orders, products and customers by a part of an address or name, grouped", async () => {
    const [first, second] = await shop();
    const results = await searchBackOffice({ db: t.db, q: "park" });
    expect(results).toMatchObject({ q: "park", searched: true, orderCount: 2, moreOrders: false, products: [] });
    expect(results.orders.map((order) => order.orderNumber)).toEqual([second, first]);
    // One customer per address in any case, with the latest order's name; then accounts without orders.
    expect(results.customers).toEqual([
      { email: "lee.park@example.com", name: "Lee Parker", lastOrderAt: minutesFrom(START, 1), hasAccount: true },
      { email: "kim@parkside.example", name: "Kim Lee", lastOrderAt: null, hasAccount: true },
    ]);

    const products = await searchBackOffice({ db: t.db, q: "VANILLA" });
    expect(products.products.map((product) => product.title)).toEqual(["Vanilla Whey"]);
    expect(products.orders).toEqual([]);
    expect(products.customers).toEqual([]);
  });

  it("takes a whole e-mail address as that address only, any case", async () => {
    await shop();
    const results = await searchBackOffice({ db: t.db, q: "LEE.PARK@example.com" });
    expect(results.orders).toHaveLength(2);
    expect(results.customers.map((customer) => customer.email)).toEqual(["lee.park@example.com"]);
  });

  it("finds an exact order number to open, and searches nothing for one or two characters", async () => {
    const [first] = await shop();
    const digits = first?.replace("CS-", "") ?? "";
    expect(await findOrderNumber({ db: t.db, q: digits })).toBe(first);
    expect(await findOrderNumber({ db: t.db, q: ` cs${digits} ` })).toBe(first);
    expect(await findOrderNumber({ db: t.db, q: "CS-99999" })).toBeNull();
    expect(await findOrderNumber({ db: t.db, q: "park" })).toBeNull();
    expect(await searchBackOffice({ db: t.db, q: "pa" })).toEqual({
      q: "pa",
      searched: false,
      orders: [],
      orderCount: 0,
      moreOrders: false,
      products: [],
      customers: [],
    });
  });
});
