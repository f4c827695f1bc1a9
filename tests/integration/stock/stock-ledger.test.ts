import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, backInStockRequests, products, productVariants, stockMovements } from "~/.server/db/schema";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { getStockLedger, listStockLevels, recordUnexplainedStock } from "~/.server/stock/stock-ledger";
import {
  insertProducts,
  linesOf,
  PUBLIC_URL,
  placePaidOrder,
  stockOf,
  testPayments,
  variantOf,
} from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { ledgerAgainstStock } from "../../support/stock-ledger";

const t = withTestDatabase();
const actor = { userId: null, email: "clerk@example.com" };

describe("the stock ledger (decision 172)", () => {
  it("books what it does not explain once, as an opening count", async () => {
    await insertProducts(t.db, { slug: "whey", stock: 40 }, { slug: "empty", stock: 0 });
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    const rows = await t.db
      .select({ slug: stockMovements.productSlug, change: stockMovements.change, reason: stockMovements.reason })
      .from(stockMovements);
    // A product at 0 with no rows needs none.
    expect(rows).toEqual([{ slug: "whey", change: 40, reason: "opening" }]);
    expect(await ledgerAgainstStock(t.db)).toEqual([
      { slug: "empty", stock: 0, ledger: 0 },
      { slug: "whey", stock: 40, ledger: 40 },
    ]);
  });

  it("corrects a count by hand with its reason, refuses fewer than none, and keeps an audit row", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", stock: 5 });
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    expect(
      await adjustStock({
        productId: ids.whey,
        variantId: await variantOf(t.db, ids.whey),
        change: 24,
        note: "Delivery from the supplier",
        actor,
        db: t.db,
      }),
    ).toEqual({
      ok: true,
      title: "Whey",
      before: 5,
      stock: 29,
    });
    expect(
      await adjustStock({
        productId: ids.whey,
        variantId: await variantOf(t.db, ids.whey),
        change: -30,
        note: "Stocktake",
        actor,
        db: t.db,
      }),
    ).toEqual({
      ok: false,
      code: "below_zero",
      reason: "Whey has 29 in stock: taking 30 would leave fewer than none.",
    });
    expect(
      await adjustStock({
        productId: randomUUID(),
        variantId: randomUUID(),
        change: 1,
        note: "x",
        actor,
        db: t.db,
      }),
    ).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await stockOf(t.db, ids.whey)).toBe(29);

    const ledger = await getStockLedger({ productId: ids.whey, db: t.db });
    expect(await ledgerAgainstStock(t.db)).toEqual([{ slug: "whey", stock: 29, ledger: 29 }]);
    expect(
      ledger?.movements.map(({ change, reason, note, actorEmail }) => ({ change, reason, note, actorEmail })),
    ).toEqual([
      { change: 24, reason: "adjustment", note: "Delivery from the supplier", actorEmail: "clerk@example.com" },
      { change: 5, reason: "opening", note: null, actorEmail: null },
    ]);
    const audit = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog);
    expect(audit).toEqual([
      {
        action: "stock.adjusted",
        before: { sku: "WHEY", stock: 5 },
        after: { sku: "WHEY", stock: 29, change: 24, note: "Delivery from the supplier" },
      },
    ]);
    expect(await getStockLedger({ productId: "not-a-uuid", db: t.db })).toBeNull();
  });

  it("tells a product's page how many confirmed shoppers wait for it, and whether the store still sells it", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", stock: 0 });
    const request = (email: string, state: { confirmed?: boolean; notified?: boolean }) => ({
      productId: ids.whey,
      email,
      token: randomUUID(),
      confirmedAt: state.confirmed ? new Date() : null,
      notifiedAt: state.notified ? new Date() : null,
    });
    await t.db
      .insert(backInStockRequests)
      .values([
        request("a@example.com", { confirmed: true }),
        request("b@example.com", { confirmed: true }),
        request("c@example.com", {}),
        request("d@example.com", { confirmed: true, notified: true }),
      ]);
    expect((await getStockLedger({ productId: ids.whey, db: t.db }))?.product).toMatchObject({
      stock: 0,
      archived: false,
      waiting: 2,
    });
    await t.db.update(products).set({ archivedAt: new Date() });
    expect((await getStockLedger({ productId: ids.whey, db: t.db }))?.product.archived).toBe(true);
  });

  it("counts the shoppers waiting for each flavour, and for the product in all (decision 181)", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", flavors: ["Mango", "Lime"], stock: 0 });
    const mango = await variantOf(t.db, ids.bcaa, "Mango");
    const waiter = (email: string, variantId: string | null) => ({
      productId: ids.bcaa,
      variantId,
      email,
      token: randomUUID(),
      confirmedAt: new Date(),
    });
    // Two for the mango; one asked before flavours had stock of their own, for any units.
    await t.db
      .insert(backInStockRequests)
      .values([waiter("a@example.com", mango), waiter("b@example.com", mango), waiter("c@example.com", null)]);
    const product = (await getStockLedger({ productId: ids.bcaa, db: t.db }))?.product;
    expect(product?.waiting).toBe(3);
    expect(product?.variants.map((variant) => [variant.flavor, variant.waiting])).toEqual([
      ["Mango", 2],
      ["Lime", 0],
    ]);
  });

  it("lists products fewest first, and finds them by part of the title", async () => {
    await insertProducts(
      t.db,
      { slug: "whey", title: "Whey 100%", stock: 40 },
      { slug: "creatine", title: "Creatine", stock: 0 },
      { slug: "bcaa", title: "BCAA", stock: 3 },
      // 30 Mango, 30 Lime; Lime's own level (decision 183) puts one shelf on the e-mail.
      { slug: "eaa", title: "EAA", flavors: ["Mango", "Lime"], stock: 60 },
    );
    await t.db.update(productVariants).set({ lowStockThreshold: 30 }).where(eq(productVariants.sku, "EAA--LIME"));
    const all = await listStockLevels({ page: 1, db: t.db });
    expect(all.items.map((item) => [item.title, item.stock, item.lowShelves])).toEqual([
      ["Creatine", 0, 1],
      ["BCAA", 3, 1],
      ["Whey 100%", 40, 0],
      ["EAA", 60, 1],
    ]);
    // LIKE's own characters are searched for as themselves.
    expect((await listStockLevels({ q: "100%", page: 1, db: t.db })).items.map((item) => item.title)).toEqual([
      "Whey 100%",
    ]);
    expect((await listStockLevels({ q: "_", page: 1, db: t.db })).items).toEqual([]);
    // The dashboard's "See all": products with a flavour at or under its level, the same fewest first.
    const low = await listStockLevels({ low: true, page: 1, db: t.db });
    expect(low.items.map((item) => item.title)).toEqual(["Creatine", "BCAA", "EAA"]);
    expect(low.pageCount).toBe(1);
  });

  it("sums to every product's stock after a concurrent mix of sales, refunds and adjustments", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 40 }, { slug: "creatine", stock: 40 });
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    const lines = [
      { productId: ids.whey, quantity: 2 },
      { productId: ids.creatine, quantity: 1 },
    ];
    const first = await Promise.all([1, 2, 3].map(() => placePaidOrder(t.db, lines)));
    const refundable = await Promise.all(
      first.map(async (order) => ({ order, whey: (await linesOf(t.db, order.id))[0] })),
    );

    await Promise.all([
      ...[1, 2, 3, 4].map(() => placePaidOrder(t.db, lines)),
      ...refundable.map(({ order, whey }) =>
        refundOrder({
          actor,
          db: t.db,
          provider: testPayments().provider,
          publicUrl: PUBLIC_URL,
          idempotencyKey: randomUUID(),
          orderNumber: order.orderNumber,
          lines: [{ lineId: whey?.id ?? "", quantity: 2 }],
          includeShipping: false,
          restock: true,
          reason: "Changed their mind",
        }),
      ),
      adjustStock({
        productId: ids.whey,
        variantId: await variantOf(t.db, ids.whey),
        change: 5,
        note: "Delivery",
        actor,
        db: t.db,
      }),
      adjustStock({
        productId: ids.whey,
        variantId: await variantOf(t.db, ids.whey),
        change: -2,
        note: "Damaged",
        actor,
        db: t.db,
      }),
      adjustStock({
        productId: ids.creatine,
        variantId: await variantOf(t.db, ids.creatine),
        change: 10,
        note: "Delivery",
        actor,
        db: t.db,
      }),
      adjustStock({
        productId: ids.creatine,
        variantId: await variantOf(t.db, ids.creatine),
        change: -1,
        note: "Sample",
        actor,
        db: t.db,
      }),
    ]);

    // Whey: 40 - 7 orders x 2 + 3 refunds x 2 + 5 - 2; creatine: 40 - 7 + 10 - 1.
    expect(await ledgerAgainstStock(t.db)).toEqual([
      { slug: "creatine", stock: 42, ledger: 42 },
      { slug: "whey", stock: 35, ledger: 35 },
    ]);
    const reasons = await t.db
      .select({ reason: stockMovements.reason, rows: sql<number>`count(*)::integer` })
      .from(stockMovements)
      .where(eq(stockMovements.productId, ids.whey))
      .groupBy(stockMovements.reason)
      .orderBy(stockMovements.reason);
    expect(reasons).toEqual([
      { reason: "adjustment", rows: 2 },
      { reason: "opening", rows: 1 },
      { reason: "refund_restock", rows: 3 },
      { reason: "sale", rows: 7 },
    ]);
  });
});
