import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/create-order";
import { listLatestOrders } from "~/.server/orders/list-latest-orders";
import { insertProducts, submission } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

describe("listLatestOrders (the back office's order list)", () => {
  it("pages every order, newest first, with number, date, e-mail, total in cents and state", async () => {
    const { whey } = await insertProducts(t.db, { slug: "whey" });
    const start = Date.parse("2026-03-01T10:00:00Z");
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = await createOrder({
        db: t.db,
        submission: submission([{ productId: whey, quantity: 1 }], { customer: { email: `buyer${i}@example.com` } }),
        provider: "test",
        testMode: true,
      });
      await t.db
        .update(orders)
        .set({ createdAt: new Date(start + i * 60_000) })
        .where(eq(orders.orderNumber, order.orderNumber));
      placed.push(order.orderNumber);
    }
    const first = await listLatestOrders({ db: t.db, page: 1, pageSize: 2 });
    expect(first.pageCount).toBe(2);
    expect(first.items).toEqual([
      {
        orderNumber: placed[2],
        createdAt: new Date(start + 2 * 60_000),
        email: "buyer2@example.com",
        totalCents: expect.any(Number),
        status: "pending",
        testMode: true,
      },
      expect.objectContaining({ orderNumber: placed[1] }),
    ]);
    expect(Number.isInteger(first.items[0]?.totalCents)).toBe(true);
    const second = await listLatestOrders({ db: t.db, page: 2, pageSize: 2 });
    expect(second.items.map((order) => order.orderNumber)).toEqual([placed[0]]);
    expect((await listLatestOrders({ db: t.db, page: 9 })).items).toEqual([]);
  });
});
