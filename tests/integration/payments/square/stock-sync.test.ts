import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { products, productVariants, stockMovements } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { AUTOMATION_WEBHOOK_TOPIC } from "~/.server/outbox/automation-payload";
import { deliverDueMessages } from "~/.server/outbox/worker";
import type { PaymentProvider } from "~/.server/payments/provider";
import { importSquareCatalog } from "~/.server/payments/square/catalog-import";
import { createSquareClient } from "~/.server/payments/square/client";
import { createSquareProvider } from "~/.server/payments/square/provider";
import { SQUARE_SIGNATURE_HEADER, signSquareNotification } from "~/.server/payments/square/signature";
import { createSquareStockHandlers } from "~/.server/payments/square/stock-sync";
import { queueStockEventFollowUp } from "~/.server/payments/stock-webhook";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { placePaidOrder } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";
import { type FakeSquare, startFakeSquare } from "../../../support/fake-square-server";
import { expectLedgerToExplainStock } from "../../../support/stock-ledger";

const t = withTestDatabase();
const ACCESS_TOKEN = "EAAA-test-token";
const LOCATION_ID = "L8FAKE0001";
const SIGNATURE_KEY = "square-signature-key";
const NOTIFICATION_URL = "https://shop.example.com/api/webhooks/payments/square";
const clerk = { userId: null, email: "clerk@example.com" };
const SLUG = "gorilla-mind-gorilla-mode-pre-workout";

let square: FakeSquare;
let provider: PaymentProvider;

function client() {
  return createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url });
}

/** A pre-workout with two flavours whose stock Square tracks: 7 Bombsicle (V0) and 5 Tiger's Blood (V1). */
async function importCatalog() {
  square.catalog.push({
    type: "ITEM",
    id: "ITEM-1",
    item_data: {
      name: "Gorilla Mind Gorilla Mode Pre Workout",
      categories: [{ id: "CAT-PRE" }],
      variations: ["Bombsicle", "Tiger's Blood"].map((name, i) => ({
        type: "ITEM_VARIATION",
        id: `ITEM-1-V${i}`,
        item_variation_data: {
          name,
          pricing_type: "FIXED_PRICING",
          price_money: { amount: 4999, currency: "USD" },
          track_inventory: true,
        },
      })),
    },
  });
  square.catalog.push({ type: "CATEGORY", id: "CAT-PRE", category_data: { name: "Pre-Workout" } });
  square.stock.countInDashboard("ITEM-1-V0", 7);
  square.stock.countInDashboard("ITEM-1-V1", 5);
  await importSquareCatalog({ db: t.db, client: client(), locationId: LOCATION_ID });
  const [product] = await t.db.select().from(products).where(eq(products.slug, SLUG));
  if (!product) throw new Error("the import made no product");
  return product;
}

async function flavour(name: string) {
  const [variant] = await t.db
    .select()
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.slug, SLUG), eq(productVariants.flavor, name)));
  if (!variant) throw new Error(`no flavour ${name}`);
  return variant.product_variants;
}

/** Delivers everything the outbox holds (it claims a few at a time) to Square, as the store's worker would. */
async function deliver() {
  const handlers = {
    ...createSquareStockHandlers({ client: client(), locationId: LOCATION_ID, db: t.db }),
    // The orders' e-mails and webhooks are not what these tests look at.
    [EMAIL_TOPIC]: async () => null,
    [AUTOMATION_WEBHOOK_TOPIC]: async () => null,
  };
  let sent = 0;
  for (;;) {
    // A second ahead: a message queued this very millisecond is due by the database's clock (microseconds) too.
    const round = await deliverDueMessages({ db: t.db, handlers, now: () => new Date(Date.now() + 1000) });
    expect(round.failed).toBe(0);
    if (round.claimed === 0) return sent;
    sent += round.sent;
  }
}

/** Square's inventory.count.updated for these variations, signed, as the webhook route receives it. */
async function notify(variationIds: string[], eventId?: string) {
  const rawBody = square.stock.countNotification(variationIds, eventId);
  const signature = signSquareNotification({ signatureKey: SIGNATURE_KEY, notificationUrl: NOTIFICATION_URL, rawBody });
  const event = provider.verifyStockWebhook?.({
    url: NOTIFICATION_URL,
    headers: new Headers({ [SQUARE_SIGNATURE_HEADER]: signature }),
    rawBody,
  });
  if (!event) throw new Error("the event was not taken as a stock event");
  await queueStockEventFollowUp({ provider: "square", event, db: t.db });
}

const squareRows = () =>
  t.db
    .select({ change: stockMovements.change, note: stockMovements.note })
    .from(stockMovements)
    .where(eq(stockMovements.reason, "square"))
    .orderBy(asc(stockMovements.createdAt));

beforeEach(async () => {
  square = await startFakeSquare({ accessToken: ACCESS_TOKEN, locationId: LOCATION_ID, pageSize: 2 });
  provider = createSquareProvider({
    client: client(),
    locationId: LOCATION_ID,
    webhookSignatureKey: SIGNATURE_KEY,
    webhookUrl: NOTIFICATION_URL,
    publicUrl: "https://shop.example.com",
  });
});
afterEach(() => square.close());

describe("Square stock, both ways (decision 187)", () => {
  it("maps each imported flavour to its Square variation, and books the import's counts as Square's", async () => {
    await importCatalog();
    expect(await flavour("Bombsicle")).toMatchObject({ squareVariationId: "ITEM-1-V0", stock: 7 });
    expect(await flavour("Tiger's Blood")).toMatchObject({ squareVariationId: "ITEM-1-V1", stock: 5 });
    expect((await squareRows()).map((row) => row.change).sort()).toEqual([5, 7]);
    // Nothing of Square's own goes back to it.
    expect(await deliver()).toBe(0);
    await expectLedgerToExplainStock(t.db);
  });

  it("sends a store sale and an adjustment to Square once each, however often they are delivered", async () => {
    const product = await importCatalog();
    const bombsicle = await flavour("Bombsicle");
    await placePaidOrder(t.db, [{ productId: product.id, flavor: "Bombsicle", quantity: 2 }]);
    await adjustStock({
      productId: product.id,
      variantId: bombsicle.id,
      change: -1,
      note: "Torn tub",
      actor: clerk,
      db: t.db,
    });

    await deliver();
    expect(square.stock.quantityOf("ITEM-1-V0")).toBe(4);
    const sent = square.requests.filter((r) => r.path === "/v2/inventory/changes/batch-create");
    type Sent = { changes: { adjustment: Record<string, unknown> }[] };
    const adjustments = sent.map((r) => (r.body as Sent).changes[0]?.adjustment);
    // Delivered in any order: each is an adjustment of its own.
    const sold = { catalog_object_id: "ITEM-1-V0", from_state: "IN_STOCK", to_state: "SOLD", quantity: "2" };
    const wasted = { catalog_object_id: "ITEM-1-V0", from_state: "IN_STOCK", to_state: "WASTE", quantity: "1" };
    expect(adjustments).toHaveLength(2);
    expect(adjustments).toEqual(
      expect.arrayContaining([expect.objectContaining(sold), expect.objectContaining(wasted)]),
    );
    for (const adjustment of adjustments) expect(adjustment?.reference_id).toMatch(/^store:/);

    // A delivery repeated after a crash carries the same idempotency key: Square applies it once.
    const repeat = sent[0]?.body;
    await fetch(`${square.url}/v2/inventory/changes/batch-create`, {
      method: "POST",
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(repeat),
    });
    expect(square.stock.quantityOf("ITEM-1-V0")).toBe(4);
  });

  it("books a sale at Square's counter once, however often its event arrives, and not the store's own changes", async () => {
    const product = await importCatalog();
    await placePaidOrder(t.db, [{ productId: product.id, flavor: "Tiger's Blood", quantity: 1 }]);
    await deliver();
    square.stock.sellAtCounter("ITEM-1-V1", 2);

    await notify(["ITEM-1-V1"], "evt-1");
    await notify(["ITEM-1-V1"], "evt-1");
    await notify(["ITEM-1-V1"], "evt-2");
    await deliver();
    // One read for each event; the repeated event was queued once.
    expect(square.requests.filter((r) => r.path === "/v2/inventory/changes/batch-retrieve")).toHaveLength(2);
    expect((await flavour("Tiger's Blood")).stock).toBe(2);
    expect(square.stock.quantityOf("ITEM-1-V1")).toBe(2);
    expect((await squareRows()).at(-1)).toEqual({ change: -2, note: "Changed in Square" });
    await expectLedgerToExplainStock(t.db);
  });

  it("takes a stocktake in Square, keeping the store's sales made after it", async () => {
    const product = await importCatalog();
    square.stock.countInDashboard("ITEM-1-V0", 20);
    await placePaidOrder(t.db, [{ productId: product.id, flavor: "Bombsicle", quantity: 3 }]);
    await notify(["ITEM-1-V0"]);
    await deliver();

    expect((await flavour("Bombsicle")).stock).toBe(17);
    expect(square.stock.quantityOf("ITEM-1-V0")).toBe(17);
    await expectLedgerToExplainStock(t.db);
  });

  it("never sells what Square sold: once its sale is read, the store refuses the units", async () => {
    const product = await importCatalog();
    square.stock.sellAtCounter("ITEM-1-V1", 4);
    await notify(["ITEM-1-V1"]);
    await deliver();
    expect((await flavour("Tiger's Blood")).stock).toBe(1);
    await expect(
      placePaidOrder(t.db, [{ productId: product.id, flavor: "Tiger's Blood", quantity: 2 }]),
    ).rejects.toThrow();
    await placePaidOrder(t.db, [{ productId: product.id, flavor: "Tiger's Blood", quantity: 1 }]);
    await deliver();
    expect(square.stock.quantityOf("ITEM-1-V1")).toBe(0);
    expect((await flavour("Tiger's Blood")).stock).toBe(0);
  });

  it("when both sides sell the last units before either hears, stops at none and says what was short", async () => {
    const product = await importCatalog();
    square.stock.sellAtCounter("ITEM-1-V1", 4);
    await placePaidOrder(t.db, [{ productId: product.id, flavor: "Tiger's Blood", quantity: 3 }]);
    await deliver();
    await notify(["ITEM-1-V1"]);
    await deliver();

    // Square sold 4 and the store 3 of 5: both show the 2 units sold twice, and the store goes no lower than none.
    expect((await flavour("Tiger's Blood")).stock).toBe(0);
    expect(square.stock.quantityOf("ITEM-1-V1")).toBe(-2);
    expect((await squareRows()).at(-1)).toEqual({ change: -2, note: "Changed in Square; 2 more than the store had" });
    await expectLedgerToExplainStock(t.db);
  });

  it("stays in step when Square's sales and the store's changes are worked at the same time", async () => {
    const product = await importCatalog();
    const bombsicle = await flavour("Bombsicle");
    const restock = () =>
      adjustStock({
        productId: product.id,
        variantId: bombsicle.id,
        change: 1,
        note: "Found one",
        actor: clerk,
        db: t.db,
      });
    const squareSale = async () => {
      square.stock.sellAtCounter("ITEM-1-V0", 1);
      await notify(["ITEM-1-V0"]);
      await deliver();
    };
    await Promise.all([squareSale(), restock(), squareSale(), restock(), squareSale(), restock()]);
    await deliver();
    await notify(["ITEM-1-V0"]);
    await deliver();

    expect((await flavour("Bombsicle")).stock).toBe(7);
    expect(square.stock.quantityOf("ITEM-1-V0")).toBe(7);
    await expectLedgerToExplainStock(t.db);
  });
});
