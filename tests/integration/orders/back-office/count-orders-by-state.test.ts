import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/.server/db/schema";
import { countOrdersByState } from "~/.server/orders/back-office/count-orders-by-state";
import { createOrder } from "~/.server/orders/checkout/create-order";
import { insertProducts, submission } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();

describe("countOrdersByState (the metrics' orders gauge)", () => {
  it("counts the orders in each state, leaving out states with none", async () => {
    expect(await countOrdersByState({ db: t.db })).toEqual(new Map());
    const { whey } = await insertProducts(t.db, { slug: "whey" });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = await createOrder({
        db: t.db,
        submission: submission([{ productId: whey, quantity: 1 }]),
        provider: "test",
        testMode: true,
      });
      numbers.push(order.orderNumber);
    }
    await t.db
      .update(orders)
      .set({ status: "shipped" })
      .where(eq(orders.orderNumber, numbers[0] ?? ""));
    expect(await countOrdersByState({ db: t.db })).toEqual(
      new Map([
        ["pending", 2],
        ["shipped", 1],
      ]),
    );
  });
});
