import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { products, productVariants } from "~/.server/db/schema";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import type { HostedCheckoutRequest, PaymentProvider } from "~/.server/payments/provider";
import { type CatalogImportProgress, importSquareCatalog } from "~/.server/payments/square/catalog-import";
import { createSquareClient } from "~/.server/payments/square/client";
import { createSquareProvider } from "~/.server/payments/square/provider";
import { SQUARE_SIGNATURE_HEADER, signSquareNotification } from "~/.server/payments/square/signature";
import { setStateTaxRate } from "~/.server/tax/tax-rates";
import { insertProducts, setStock, submission } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";
import { type FakeSquare, startFakeSquare } from "../../../support/fake-square-server";

const t = withTestDatabase();
const ACCESS_TOKEN = "EAAA-test-token";
const LOCATION_ID = "L8FAKE0001";
const SIGNATURE_KEY = "square-signature-key";
const PUBLIC_URL = "https://shop.example.com";
const WEBHOOK_PATH = "/api/webhooks/payments/square";
const NOTIFICATION_URL = `${PUBLIC_URL}${WEBHOOK_PATH}`;

let square: FakeSquare;
let provider: PaymentProvider<"square">;

beforeEach(async () => {
  square = await startFakeSquare({ accessToken: ACCESS_TOKEN, locationId: LOCATION_ID, pageSize: 2 });
  provider = createSquareProvider({
    client: createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url }),
    locationId: LOCATION_ID,
    webhookSignatureKey: SIGNATURE_KEY,
    publicUrl: PUBLIC_URL,
  });
});
afterEach(() => square.close());

const checkout: HostedCheckoutRequest = {
  orderId: "ord_7hQx2",
  orderNumber: "1001",
  email: "ada@example.com",
  lines: [
    { name: "Whey Isolate - Chocolate", quantity: 2, unitPriceCents: 2999 },
    { name: "Creatine (Subscription)", quantity: 1, unitPriceCents: 1799 },
  ],
  shippingCents: 699,
  tax: { cents: 0, ratePpm: 0, shippingTaxed: false },
  totalCents: 2 * 2999 + 1799 + 699,
  redirectUrl: `${PUBLIC_URL}/order-success?orderId=ord_7hQx2`,
  idempotencyKey: "checkout-ord_7hQx2",
  savesCard: false,
};

describe("Square hosted checkout", () => {
  it("creates a payment link for the server-priced order, shipping as its own fee", async () => {
    const result = await provider.createHostedCheckout(checkout);

    const [request] = square.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v2/online-checkout/payment-links");
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.body).toEqual({
      idempotency_key: "checkout-ord_7hQx2",
      order: {
        location_id: LOCATION_ID,
        reference_id: "ord_7hQx2",
        line_items: [
          { name: "Whey Isolate - Chocolate", quantity: "2", base_price_money: { amount: 2999, currency: "USD" } },
          { name: "Creatine (Subscription)", quantity: "1", base_price_money: { amount: 1799, currency: "USD" } },
        ],
      },
      checkout_options: {
        redirect_url: checkout.redirectUrl,
        shipping_fee: { name: "Shipping", charge: { amount: 699, currency: "USD" } },
      },
      pre_populated_data: { buyer_email: "ada@example.com" },
      payment_note: "Order 1001",
    });
    expect(result.checkoutUrl).toMatch(/^https:\/\/sandbox\.square\.link\/u\//);
    const [order] = [...square.orders.values()];
    expect(order?.total_money).toEqual({ amount: checkout.totalCents, currency: "USD" });
  });

  it("answers a retried request with the same checkout (idempotency key)", async () => {
    const first = await provider.createHostedCheckout(checkout);
    const second = await provider.createHostedCheckout(checkout);
    expect(second).toEqual(first);
    expect(square.orders.size).toBe(1);
  });

  it("offers only a card when the order starts a subscription, since a wallet payment's card cannot be saved", async () => {
    await provider.createHostedCheckout({ ...checkout, savesCard: true });
    await provider.createHostedCheckout({ ...checkout, idempotencyKey: "checkout-2" });
    const [withSubscription, without] = square.requests.map((request) => request.body?.checkout_options);
    expect(withSubscription).toMatchObject({
      accepted_payment_methods: { apple_pay: false, google_pay: false, cash_app_pay: false, afterpay_clearpay: false },
    });
    expect(without).not.toHaveProperty("accepted_payment_methods");
  });

  it("adds no shipping fee when shipping is free", async () => {
    await provider.createHostedCheckout({ ...checkout, shippingCents: 0, totalCents: checkout.totalCents - 699 });
    expect(square.requests[0]?.body).toMatchObject({ checkout_options: { redirect_url: checkout.redirectUrl } });
    expect((square.requests[0]?.body?.checkout_options as object) ?? {}).not.toHaveProperty("shipping_fee");
  });

  it("refuses an order whose lines and shipping do not make its total, before calling Square", async () => {
    await expect(provider.createHostedCheckout({ ...checkout, totalCents: 100 })).rejects.toThrow("do not add up");
    expect(square.requests).toHaveLength(0);
  });

  it("fails loudly when Square refuses the request", async () => {
    const refused = createSquareProvider({
      client: createSquareClient({ accessToken: "wrong", environment: "sandbox", baseUrl: square.url }),
      locationId: LOCATION_ID,
      webhookSignatureKey: SIGNATURE_KEY,
      publicUrl: PUBLIC_URL,
    });
    await expect(refused.createHostedCheckout(checkout)).rejects.toThrow();
  });
});

describe("Square webhooks", () => {
  async function squareOrderId() {
    await provider.createHostedCheckout(checkout);
    return [...square.orders.keys()][0] as string;
  }

  function paymentEvent(orderId: string, status: string, paymentId = "pay_1") {
    return JSON.stringify({
      merchant_id: "MLFAKE",
      type: "payment.updated",
      event_id: "evt-1",
      created_at: "2030-01-01T10:00:05Z",
      data: {
        type: "payment",
        id: paymentId,
        object: {
          payment: {
            id: paymentId,
            order_id: orderId,
            status,
            amount_money: { amount: checkout.totalCents, currency: "USD" },
            updated_at: "2030-01-01T10:00:04Z",
          },
        },
      },
    });
  }

  /** A payment Square holds for the order that is not (or not yet) complete. */
  function pendingPayment(orderId: string, status: string, currency = "USD") {
    square.payments.set("pay_1", {
      id: "pay_1",
      order_id: orderId,
      status,
      amount_money: { amount: checkout.totalCents, currency },
    });
  }

  function orderEvent(orderId: string, state: string) {
    return JSON.stringify({
      merchant_id: "MLFAKE",
      type: "order.updated",
      event_id: "evt-order-1",
      created_at: "2030-01-01T10:00:09Z",
      data: {
        type: "order_updated",
        id: orderId,
        object: { order_updated: { order_id: orderId, state, version: 2, updated_at: "2030-01-01T10:00:08Z" } },
      },
    });
  }

  function delivery(rawBody: string, signature?: string | null, url = NOTIFICATION_URL) {
    const headers = new Headers({ "content-type": "application/json" });
    const value =
      signature === undefined
        ? signSquareNotification({ signatureKey: SIGNATURE_KEY, notificationUrl: url, rawBody })
        : signature;
    if (value !== null) headers.set(SQUARE_SIGNATURE_HEADER, value);
    return { url: `http://127.0.0.1:3000${WEBHOOK_PATH}`, headers, rawBody };
  }

  it("turns a signed payment.updated COMPLETED into a paid event once Square's API confirms order and payment", async () => {
    const orderId = await squareOrderId();
    const paymentId = square.payOrder(orderId);
    const event = await provider.verifyWebhook(delivery(paymentEvent(orderId, "COMPLETED", paymentId)));
    expect(event).toEqual({
      eventId: "evt-1",
      orderId: "ord_7hQx2",
      status: "paid",
      occurredAt: new Date("2030-01-01T10:00:04Z"),
      amountCents: checkout.totalCents,
      providerPaymentId: paymentId,
    });
    expect(square.requests.slice(-2).map((request) => request.path)).toEqual([
      `/v2/orders/${orderId}`,
      `/v2/payments/${paymentId}`,
    ]);
  });

  it("takes the payment's status from Square's API, never from the event, and only for the event's order", async () => {
    const orderId = await squareOrderId();
    const completed = paymentEvent(orderId, "COMPLETED");
    // The event says COMPLETED; Square says the payment is only approved.
    pendingPayment(orderId, "APPROVED");
    expect(await provider.verifyWebhook(delivery(completed))).toBeNull();
    // Square says COMPLETED, but the order still has money to pay.
    pendingPayment(orderId, "COMPLETED");
    expect(await provider.verifyWebhook(delivery(completed))).toBeNull();
    // A completed payment of another order, or in another currency.
    await provider.createHostedCheckout({ ...checkout, idempotencyKey: "another-checkout" });
    const otherOrderId = [...square.orders.keys()].find((id) => id !== orderId) ?? "";
    const paymentId = square.payOrder(otherOrderId);
    expect(await provider.verifyWebhook(delivery(paymentEvent(orderId, "COMPLETED", paymentId)))).toBeNull();
    pendingPayment(orderId, "FAILED", "EUR");
    expect(await provider.verifyWebhook(delivery(paymentEvent(orderId, "FAILED")))).toBeNull();
  });

  it("maps FAILED and CANCELED payments, and ignores payments still in progress", async () => {
    const orderId = await squareOrderId();
    for (const [status, expected] of [
      ["FAILED", "failed"],
      ["CANCELED", "canceled"],
      ["APPROVED", undefined],
    ] as const) {
      pendingPayment(orderId, status);
      expect((await provider.verifyWebhook(delivery(paymentEvent(orderId, "COMPLETED"))))?.status).toBe(expected);
    }
  });

  it("refuses a missing, wrong or differently keyed signature, a tampered body and another URL", async () => {
    const orderId = await squareOrderId();
    const body = paymentEvent(orderId, "COMPLETED");
    const requestsBefore = square.requests.length;
    expect(await provider.verifyWebhook(delivery(body, null))).toBeNull();
    expect(await provider.verifyWebhook(delivery(body, "not-a-signature"))).toBeNull();
    const otherKey = signSquareNotification({
      signatureKey: "other",
      notificationUrl: NOTIFICATION_URL,
      rawBody: body,
    });
    expect(await provider.verifyWebhook(delivery(body, otherKey))).toBeNull();
    const signedOriginal = signSquareNotification({
      signatureKey: SIGNATURE_KEY,
      notificationUrl: NOTIFICATION_URL,
      rawBody: body,
    });
    const tampered = body.replaceAll("pay_1", "pay_2");
    expect(await provider.verifyWebhook(delivery(tampered, signedOriginal))).toBeNull();
    expect(await provider.verifyWebhook(delivery(body, undefined, "https://evil.example.com/hook"))).toBeNull();
    // Nothing unverified reaches Square.
    expect(square.requests).toHaveLength(requestsBefore);
  });

  it("verifies against SQUARE_WEBHOOK_URL when the store sits behind a proxy with another address", async () => {
    const registered = "https://hooks.shop.example.com/square";
    const proxied = createSquareProvider({
      client: createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url }),
      locationId: LOCATION_ID,
      webhookSignatureKey: SIGNATURE_KEY,
      webhookUrl: registered,
      publicUrl: PUBLIC_URL,
    });
    const orderId = await squareOrderId();
    const body = paymentEvent(orderId, "COMPLETED", square.payOrder(orderId));
    expect(await proxied.verifyWebhook(delivery(body, undefined, registered))).not.toBeNull();
    expect(await proxied.verifyWebhook(delivery(body))).toBeNull();
  });

  it("reads order.updated from the order itself: paid only when fully paid, canceled when canceled", async () => {
    const orderId = await squareOrderId();
    expect(await provider.verifyWebhook(delivery(orderEvent(orderId, "OPEN")))).toBeNull();
    const paymentId = square.payOrder(orderId);
    expect(paymentId).toBeTruthy();
    expect(await provider.verifyWebhook(delivery(orderEvent(orderId, "OPEN")))).toMatchObject({
      eventId: "evt-order-1",
      orderId: "ord_7hQx2",
      status: "paid",
      occurredAt: new Date("2030-01-01T10:00:08Z"),
    });
    Object.assign(square.orders.get(orderId) ?? {}, { state: "CANCELED" });
    expect((await provider.verifyWebhook(delivery(orderEvent(orderId, "CANCELED"))))?.status).toBe("canceled");
  });

  it("acknowledges a signed event for an order or payment Square does not know, and throws when Square is down", async () => {
    const unknownOrder = delivery(paymentEvent("no-such-order", "COMPLETED"));
    expect(await provider.verifyWebhook(unknownOrder)).toBeNull();
    // Signed, so the webhook answers 200 and Square stops resending it.
    expect(provider.isSignedWebhook?.(unknownOrder)).toBe(true);
    const orderId = await squareOrderId();
    expect(await provider.verifyWebhook(delivery(paymentEvent(orderId, "COMPLETED", "no-such-payment")))).toBeNull();

    // Any other failure throws: the webhook answers 5xx and Square delivers the event again.
    await square.close();
    await expect(provider.verifyWebhook(delivery(paymentEvent(orderId, "COMPLETED")))).rejects.toThrow();
  });

  it("sends an order's sales tax as Square's order-level tax: Square's total is ours, and its payment pays it", async () => {
    const actor = { userId: null, email: "owner@example.com" };
    // Texas taxes shipping; at 9.75% a $6.00 order's tax is exactly 58.5 cents, which both sides make 58.
    await setStateTaxRate({ db: t.db, actor, state: "TX", ratePpm: 62_500, shippingTaxable: true });
    await setStateTaxRate({ db: t.db, actor, state: "TN", ratePpm: 97_500, shippingTaxable: false });
    const ids = await insertProducts(t.db, { slug: "bcaa", priceCents: 2999 }, { slug: "gum", priceCents: 600 });
    const payments = { provider, testMode: true };
    const texas = await startCheckout({
      submission: submission([{ productId: ids.bcaa, quantity: 1 }]),
      db: t.db,
      payments,
      publicUrl: PUBLIC_URL,
    });
    const tennessee = await startCheckout({
      submission: submission([{ productId: ids.gum, quantity: 1 }], { customer: { city: "Memphis", state: "TN" } }),
      db: t.db,
      payments,
      publicUrl: PUBLIC_URL,
    });
    expect(texas.order).toMatchObject({ shippingCents: 699, taxCents: 231, totalCents: 3929 });
    expect(tennessee.order).toMatchObject({ shippingCents: 699, taxCents: 58, totalCents: 1357 });

    const [toTexas, toTennessee] = square.requests.map((request) => request.body);
    expect(toTexas?.order).toMatchObject({
      taxes: [{ uid: "sales-tax", name: "Sales tax", percentage: "6.25", type: "ADDITIVE", scope: "ORDER" }],
      service_charges: [
        {
          name: "Shipping",
          amount_money: { amount: 699, currency: "USD" },
          calculation_phase: "SUBTOTAL_PHASE",
          taxable: true,
        },
      ],
    });
    expect(toTexas?.checkout_options).not.toHaveProperty("shipping_fee");
    expect(toTennessee?.order).toMatchObject({
      taxes: [{ percentage: "9.75", scope: "ORDER" }],
      service_charges: [{ amount_money: { amount: 699, currency: "USD" }, taxable: false }],
    });

    for (const { order } of [texas, tennessee]) {
      const squareOrder = [...square.orders.values()].find((o) => o.reference_id === order.publicId);
      const squareOrderId = String(squareOrder?.id);
      expect(squareOrder?.total_tax_money).toEqual({ amount: order.taxCents, currency: "USD" });
      expect(squareOrder?.total_money).toEqual({ amount: order.totalCents, currency: "USD" });
      const paymentId = square.payOrder(squareOrderId);
      const event = await provider.verifyWebhook(delivery(paymentEvent(squareOrderId, "COMPLETED", paymentId)));
      expect(event).toMatchObject({ status: "paid", orderId: order.publicId, amountCents: order.totalCents });
      if (!event) throw new Error("no event");
      const applied = await applyPaymentEvent({
        provider: "square",
        event: { ...event, eventId: `evt-${order.publicId}` },
        db: t.db,
        publicUrl: PUBLIC_URL,
        storeEmail: "store@example.com",
      });
      expect(applied).toEqual({ outcome: "applied", status: "paid" });
    }
  });

  it("ignores a signed body that is not an event it acts on", async () => {
    expect(await provider.verifyWebhook(delivery('{"type":"customer.created","event_id":"e"}'))).toBeNull();
    expect(await provider.verifyWebhook(delivery("not json"))).toBeNull();
  });
});

describe("importSquareCatalog", () => {
  function item(id: string, name: string, extra: Record<string, unknown>, variations: [string, number, boolean?][]) {
    return {
      type: "ITEM",
      id,
      version: 1,
      is_deleted: false,
      item_data: {
        name,
        description_plaintext: `${name} description`,
        ...extra,
        variations: variations.map(([flavor, cents, tracked], index) => ({
          type: "ITEM_VARIATION",
          id: `${id}-V${index}`,
          item_variation_data: {
            item_id: id,
            name: flavor,
            pricing_type: "FIXED_PRICING",
            price_money: { amount: cents, currency: "USD" },
            track_inventory: tracked ?? false,
          },
        })),
      },
    };
  }

  function fillCatalog() {
    square.catalog.push(
      { type: "CATEGORY", id: "CAT-PRE", category_data: { name: "Pre-Workout" } },
      { type: "CATEGORY", id: "CAT-MISC", category_data: { name: "Merch" } },
      { type: "IMAGE", id: "IMG-1", image_data: { url: "https://items-images.example.com/gorilla.jpg" } },
      item(
        "ITEM-1",
        "Gorilla Mind Gorilla Mode Pre Workout",
        { categories: [{ id: "CAT-PRE" }], image_ids: ["IMG-1"] },
        [
          ["Bombsicle", 4999, true],
          ["Tiger's Blood", 5299, true],
        ],
      ),
      item("ITEM-2", "Creatine Monohydrate 300g", { categories: [{ id: "CAT-MISC" }] }, [["Regular", 2499]]),
      item("ITEM-3", "Store T-Shirt", { categories: [{ id: "CAT-MISC" }] }, [["Large", 1500]]),
      {
        type: "ITEM",
        id: "ITEM-4",
        item_data: {
          name: "Custom Protein Blend",
          variations: [
            {
              type: "ITEM_VARIATION",
              id: "ITEM-4-V0",
              item_variation_data: { name: "Any", pricing_type: "VARIABLE_PRICING" },
            },
          ],
        },
      },
      item("ITEM-5", "Gorilla Mind Gorilla Mode Pre Workout", {}, [["Mango", 4999]]),
    );
    square.inventory.push(
      { catalog_object_id: "ITEM-1-V0", location_id: LOCATION_ID, state: "IN_STOCK", quantity: "7" },
      { catalog_object_id: "ITEM-1-V1", location_id: LOCATION_ID, state: "IN_STOCK", quantity: "5" },
      { catalog_object_id: "ITEM-1-V1", location_id: "OTHER", state: "IN_STOCK", quantity: "100" },
    );
  }

  function runImport(progress: CatalogImportProgress[] = []) {
    return importSquareCatalog({
      db: t.db,
      client: createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url }),
      locationId: LOCATION_ID,
      onProgress: (p) => progress.push(p),
    });
  }

  it("maps items to products with cents, flavours, category, brand, images and stock, paging by cursor", async () => {
    fillCatalog();
    const progress: CatalogImportProgress[] = [];
    const result = await runImport(progress);

    expect(result.imported).toBe(2);
    expect(result.skipped).toEqual([
      { name: "Store T-Shirt", reason: "no matching store category" },
      { name: "Custom Protein Blend", reason: "no fixed USD price" },
      { name: "Gorilla Mind Gorilla Mode Pre Workout", reason: "another item has the same name" },
    ]);
    const [gorilla] = await t.db
      .select()
      .from(products)
      .where(eq(products.slug, "gorilla-mind-gorilla-mode-pre-workout"));
    expect(gorilla).toMatchObject({
      title: "Gorilla Mind Gorilla Mode Pre Workout",
      category: "pre-workout",
      brandSlug: "gorilla-mind",
      brand: "Gorilla Mind",
      description: "Gorilla Mind Gorilla Mode Pre Workout description",
      flavors: ["Bombsicle", "Tiger's Blood"],
      // The cheaper variation's price; the dearer one is its flavour's own (decision 189).
      priceCents: 4999,
      images: ["https://items-images.example.com/gorilla.jpg"],
      stock: 12,
    });
    // Each flavour counts its own variation's units at the store's location (decision 180).
    const flavours = await t.db
      .select({
        flavor: productVariants.flavor,
        sku: productVariants.sku,
        stock: productVariants.stock,
        priceCents: productVariants.priceCents,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, gorilla?.id ?? ""))
      .orderBy(productVariants.position);
    expect(flavours).toEqual([
      { flavor: "Bombsicle", sku: "GORILLA-MIND-GORILLA-MODE-PRE-WORKOUT--BOMBSICLE", stock: 7, priceCents: null },
      {
        flavor: "Tiger's Blood",
        sku: "GORILLA-MIND-GORILLA-MODE-PRE-WORKOUT--TIGER-S-BLOOD",
        stock: 5,
        priceCents: 5299,
      },
    ]);
    const [creatine] = await t.db.select().from(products).where(eq(products.slug, "creatine-monohydrate-300g"));
    expect(creatine).toMatchObject({ category: "creatine", flavors: [], priceCents: 2499, brandSlug: null, stock: 0 });

    const catalogPages = square.requests.filter((r) => r.path.startsWith("/v2/catalog/list"));
    expect(catalogPages.length).toBe(4);
    expect(catalogPages[0]?.path).toBe("/v2/catalog/list?types=ITEM%2CCATEGORY%2CIMAGE");
    expect(catalogPages[1]?.path).toContain("cursor=");
    expect(progress.filter((p) => p.phase === "fetch").map((p) => p.objects)).toEqual([2, 4, 6, 8]);
    expect(progress.at(-1)).toEqual({ phase: "write", done: 2, total: 2 });
  });

  it("re-imports without touching unchanged rows and keeps what the store owns", async () => {
    fillCatalog();
    await runImport();
    await t.db
      .update(products)
      .set({ salePriceCents: 3999, rating: 4.5, images: ["/images/products/creatine.png"] })
      .where(eq(products.slug, "creatine-monohydrate-300g"));
    const [counted] = await t.db.select().from(products).where(eq(products.slug, "creatine-monohydrate-300g"));
    // Square does not track it: the store's own count stays.
    await setStock(t.db, counted?.id ?? "", 3);
    const before = await t.db.select().from(products).orderBy(products.slug);

    await runImport();
    const after = await t.db.select().from(products).orderBy(products.slug);
    expect(after).toEqual(before);

    const gorillaItem = square.catalog.find((o) => o.id === "ITEM-1") as {
      item_data: { variations: { item_variation_data: { price_money: { amount: number } } }[] };
    };
    gorillaItem.item_data.variations[1]!.item_variation_data.price_money.amount = 5499;
    await runImport();
    const [gorilla] = await t.db
      .select()
      .from(products)
      .where(eq(products.slug, "gorilla-mind-gorilla-mode-pre-workout"));
    expect(gorilla?.priceCents).toBe(4999);
    const [tigers] = await t.db
      .select({ priceCents: productVariants.priceCents })
      .from(productVariants)
      .where(eq(productVariants.flavor, "Tiger's Blood"));
    expect(tigers?.priceCents).toBe(5499);
    const [creatine] = await t.db.select().from(products).where(eq(products.slug, "creatine-monohydrate-300g"));
    expect(creatine).toMatchObject({
      salePriceCents: 3999,
      rating: 4.5,
      stock: 3,
      images: ["/images/products/creatine.png"],
    });
  });
  it("gives a dearer flavour Square's price, dropping a store sale that is no longer below it", async () => {
    fillCatalog();
    await runImport();
    const tigers = eq(productVariants.flavor, "Tiger's Blood");
    await t.db.update(productVariants).set({ salePriceCents: 5250 }).where(tigers);
    const gorillaItem = square.catalog.find((o) => o.id === "ITEM-1") as {
      item_data: { variations: { item_variation_data: { price_money: { amount: number } } }[] };
    };
    gorillaItem.item_data.variations[1]!.item_variation_data.price_money.amount = 5200;
    await runImport();
    const [after] = await t.db
      .select({ priceCents: productVariants.priceCents, salePriceCents: productVariants.salePriceCents })
      .from(productVariants)
      .where(tigers);
    expect(after).toEqual({ priceCents: 5200, salePriceCents: null });
  });
});

describe("Square refunds", () => {
  async function paidPayment() {
    await provider.createHostedCheckout(checkout);
    return square.payOrder([...square.orders.keys()][0] as string);
  }

  function signedDelivery(rawBody: string) {
    const headers = new Headers({ "content-type": "application/json" });
    headers.set(
      SQUARE_SIGNATURE_HEADER,
      signSquareNotification({ signatureKey: SIGNATURE_KEY, notificationUrl: NOTIFICATION_URL, rawBody }),
    );
    return { url: `http://127.0.0.1:3000${WEBHOOK_PATH}`, headers, rawBody };
  }

  const refund = (paymentId: string, amountCents: number, idempotencyKey = "refund-key-1") => ({
    idempotencyKey,
    orderId: checkout.orderId,
    providerPaymentId: paymentId,
    amountCents,
    reason: "Arrived damaged",
  });

  it("sends RefundPayment with the key, the amount and the payment, and answers Square's PENDING", async () => {
    const paymentId = await paidPayment();
    const answer = await provider.refund(refund(paymentId, 2999));
    expect(square.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v2/refunds",
      body: {
        idempotency_key: "refund-key-1",
        amount_money: { amount: 2999, currency: "USD" },
        payment_id: paymentId,
        reason: "Arrived damaged",
      },
    });
    expect(answer).toEqual({ providerRefundId: expect.any(String), status: "pending" });
    // The same key again: Square answers the same refund and refunds once.
    expect(await provider.refund(refund(paymentId, 2999))).toEqual(answer);
    expect(square.refunds.size).toBe(1);
  });

  it("passes on Square's refusal of more than the payment has left, in its words", async () => {
    const paymentId = await paidPayment();
    await provider.refund(refund(paymentId, checkout.totalCents - 100));
    await expect(provider.refund(refund(paymentId, 101, "refund-key-2"))).rejects.toThrow(
      "Square refused the refund: The requested refund amount exceeds the amount available to refund.",
    );
    await expect(provider.refund({ ...refund(paymentId, 100), providerPaymentId: null })).rejects.toThrow(
      "Square has no payment recorded for this order.",
    );
  });

  it("believes a refund event only as Square's API has the refund", async () => {
    const paymentId = await paidPayment();
    const refundId = square.refundInDashboard(paymentId, 500);
    const created = square.refundNotification("refund.created", refundId, "evt-r1");
    expect(await provider.verifyRefundWebhook?.(signedDelivery(created))).toEqual({
      eventId: "evt-r1",
      providerRefundId: refundId,
      providerPaymentId: paymentId,
      amountCents: 500,
      status: "pending",
      occurredAt: expect.any(Date),
    });
    expect(square.requests.at(-1)?.path).toBe(`/v2/refunds/${refundId}`);
    // The body claims COMPLETED; Square still says PENDING.
    const claimed = created.replace('"PENDING"', '"COMPLETED"');
    expect(await provider.verifyRefundWebhook?.(signedDelivery(claimed))).toMatchObject({ status: "pending" });
    square.settleRefund(refundId, "REJECTED");
    const updated = square.refundNotification("refund.updated", refundId);
    expect(await provider.verifyRefundWebhook?.(signedDelivery(updated))).toMatchObject({ status: "failed" });
    // Unsigned, unknown to Square, or not a refund event: nothing.
    const unsigned = signedDelivery(updated);
    unsigned.headers.set(SQUARE_SIGNATURE_HEADER, "forged");
    expect(await provider.verifyRefundWebhook?.(unsigned)).toBeNull();
    expect(await provider.verifyRefundWebhook?.(signedDelivery(updated.replaceAll(refundId, "nope")))).toBeNull();
    expect(
      await provider.verifyRefundWebhook?.(signedDelivery(JSON.stringify({ type: "payment.updated" }))),
    ).toBeNull();
  });
});
