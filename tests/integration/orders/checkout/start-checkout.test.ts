import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getOptionalUser } from "~/.server/auth/session";
import { outboxMessages, productVariants, user } from "~/.server/db/schema";
import { CheckoutRejectedError, PaymentProviderError } from "~/.server/orders/checkout/errors";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { AUTOMATION_WEBHOOK_TOPIC, type AutomationPayload } from "~/.server/outbox/automation-payload";
import { createAutomationWebhookHandler } from "~/.server/outbox/automation-webhook";
import { deliverDueMessages } from "~/.server/outbox/worker";
import type { ActivePayments } from "~/.server/payments";
import { setStoreSetting } from "~/.server/settings/store-settings";
import { setSanAngeloTaxRate, setStateTaxRate } from "~/.server/tax/tax-rates";
import type { CheckoutActionData } from "~/components/checkout/checkout-errors";
import { parseCheckoutForm } from "~/lib/checkout.schema";
import { SUBSCRIPTION_CONSENT_FIELD } from "~/lib/subscriptions";
import { action } from "~/routes/checkout";
import {
  allOrders,
  checkoutForm,
  insertProducts,
  linesOf,
  newKey,
  PUBLIC_URL,
  submission,
  testPayments,
} from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";
import { sessionShopper } from "../../../support/session-user";

const t = withTestDatabase();

// A guest unless a test signs the shopper in.
vi.mock("~/.server/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/auth/session")>()),
  getOptionalUser: vi.fn(async () => null),
}));

// The route's functions use the process-wide database: here, each test's own.
vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

type ActionResult = Awaited<ReturnType<typeof action>>;

const SHOPPER = sessionShopper("shopper");

/** The shopper signs in (a subscription needs an account), with an account row for the order to name. */
async function signIn() {
  await t.db.insert(user).values({ id: SHOPPER.id, email: SHOPPER.email, name: "Shopper", emailVerified: true });
  vi.mocked(getOptionalUser).mockResolvedValue(SHOPPER);
}

/** The form as the page posts it, the recurring charges agreed to unless `consent` is false. */
async function post(form: FormData, { consent = true } = {}): Promise<ActionResult> {
  if (consent) form.set(SUBSCRIPTION_CONSENT_FIELD, "on");
  const request = new Request("http://localhost/checkout", { method: "POST", body: form });
  return action({ request, context: {}, params: {} } as unknown as Parameters<typeof action>[0]);
}

function redirectOf(result: ActionResult): { status: number; location: string | null } {
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  return { status: result.status, location: result.headers.get("Location") };
}

function failureOf(result: ActionResult): { status: number | undefined; body: CheckoutActionData } {
  if (result instanceof Response) throw new Error(`expected a failure, got a ${result.status} redirect`);
  return { status: result.init?.status, body: result.data };
}

async function automationMessages() {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, AUTOMATION_WEBHOOK_TOPIC));
}

describe("the /checkout action", () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.mocked(getOptionalUser).mockResolvedValue(null);
  });

  it("prices every line from the database: a price sent by the browser is ignored", async () => {
    const ids = await insertProducts(
      t.db,
      { slug: "whey", title: "Whey", priceCents: 4999, salePriceCents: 3999, flavors: ["Chocolate", "Vanilla"] },
      { slug: "creatine", title: "Creatine", priceCents: 2500, subscriptionPriceCents: 2250 },
    );
    // A tampered cart: one-cent prices and totals everywhere the browser could put them.
    const form = checkoutForm([
      { productId: ids.whey, flavor: "Chocolate", quantity: 1, subscription: false, price: 1, unitPriceCents: 1 },
      { productId: ids.creatine, quantity: 2, subscription: true, price: 0.01 },
    ]);
    form.set("total", "0.01");
    form.set("subtotalCents", "1");
    form.set("shippingCents", "0");

    const parsed = parseCheckoutForm(form);
    expect(parsed.success && parsed.data.lines).toEqual([
      { productId: ids.whey, flavor: "Chocolate", quantity: 1, subscription: false },
      { productId: ids.creatine, flavor: null, quantity: 2, subscription: true },
    ]);

    const { status, location } = redirectOf(await post(form));
    const [order] = await allOrders(t.db);
    expect(status).toBe(303);
    expect(location).toBe(`/test-checkout/${order?.publicId}`);
    // Sale price 39.99 + subscription price 2 x 22.50 = 84.99; free shipping from $55; charged = subtotal + shipping.
    expect(order).toMatchObject({
      status: "pending",
      subtotalCents: 8499,
      shippingCents: 0,
      totalCents: 8499,
      testMode: true,
      paymentProvider: "test",
    });
    expect(
      (await linesOf(t.db, order?.id ?? "")).map((l) => [l.title, l.unitPriceCents, l.quantity, l.subscription]),
    ).toEqual([
      ["Whey", 3999, 1, false],
      ["Creatine", 2250, 2, true],
    ]);
  });

  it("charges $6.99 shipping under $55, and writes the customer, order number and public id", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", priceCents: 2999 });
    redirectOf(await post(checkoutForm([{ productId: ids.bcaa, quantity: 1, subscription: false }])));
    const [order] = await allOrders(t.db);
    expect(order).toMatchObject({
      subtotalCents: 2999,
      shippingCents: 699,
      // No rates configured: no tax, and the total is what it always was.
      taxCents: 0,
      taxRatePpm: 0,
      totalCents: 3698,
      deliveryMethod: "shipping",
      expectedDeliveryDate: null,
      firstName: "Dana",
      email: "dana@example.com",
      phone: null,
      country: "US",
    });
    expect(order?.orderNumber).toMatch(/^CS-\d{5,}$/);
    expect(order?.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("gives free local delivery only where the server's rule says so (docs/product.md#local-delivery)", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", priceCents: 2999 });
    const line = { productId: ids.bcaa, quantity: 1, subscription: false };
    redirectOf(
      await post(checkoutForm([line], { deliveryMethod: "local", customer: { city: " san angelo ", state: "Texas" } })),
    );
    const [local] = await allOrders(t.db);
    expect(local).toMatchObject({ deliveryMethod: "local", shippingCents: 0, totalCents: 2999 });
    expect(local?.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The browser claims local delivery for Austin: refused, nothing written.
    const refused = failureOf(await post(checkoutForm([line], { deliveryMethod: "local" })));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      kind: "rejected",
      status: 400,
      problems: ["Local delivery is only available in San Angelo, TX."],
      shortfalls: [],
    });
    expect(await allOrders(t.db)).toHaveLength(1);
  });

  it("answers bad input with a 400 and field messages, never a 500", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa" });
    const line = { productId: ids.bcaa, quantity: 1, subscription: false };

    const missing = failureOf(await post(checkoutForm([line], { customer: { firstName: " ", city: "" } })));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      kind: "invalid",
      problem: { kind: "missing", fields: ["firstName", "city"] },
      fieldErrors: { firstName: "First Name is required", city: "City is required" },
    });
    expect(missing.body.values).toMatchObject({ lastName: "Rivera", email: "dana@example.com" });

    const email = failureOf(await post(checkoutForm([line], { customer: { email: "dana at example" } })));
    expect(email.body.error).toMatchObject({ kind: "invalid", problem: { kind: "invalid-email" } });

    for (const bad of [
      checkoutForm([]),
      checkoutForm(["not json"]),
      checkoutForm([{ ...line, quantity: 0 }]),
      checkoutForm([{ ...line, productId: "nope" }]),
      checkoutForm([line], { idempotencyKey: "short" }),
      checkoutForm([line], { deliveryMethod: "drone" }),
      checkoutForm([{ ...line, subscription: true, cadenceWeeks: 0 }]),
      checkoutForm([{ ...line, subscription: true, cadenceWeeks: 53 }]),
    ]) {
      const result = failureOf(await post(bad));
      expect(result.status).toBe(400);
      expect(result.body.error).toMatchObject({ kind: "invalid", problem: null });
    }
    // Not a form at all.
    const json = await action({
      request: new Request("http://localhost/checkout", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      context: {},
      params: {},
    } as unknown as Parameters<typeof action>[0]);
    expect(failureOf(json).status).toBe(400);
    expect(await allOrders(t.db)).toHaveLength(0);
  });

  it("refuses unknown products, flavours not offered, subscriptions not offered and missing stock, saying how many are left", async () => {
    const ids = await insertProducts(
      t.db,
      { slug: "whey", title: "Whey", flavors: ["Chocolate"], stock: 3 },
      { slug: "creatine", title: "Creatine" },
    );
    const cases: [unknown, string][] = [
      [
        { productId: "00000000-0000-4000-8000-000000000000", quantity: 1, subscription: false },
        "An item in your cart is no longer available. Please remove it and try again.",
      ],
      [{ productId: ids.whey, flavor: "Mango", quantity: 1 }, "Whey is no longer offered in Mango."],
      [{ productId: ids.whey, quantity: 1 }, "Choose a flavor for Whey."],
      [
        { productId: ids.creatine, quantity: 1, subscription: true },
        "Creatine is no longer offered as a subscription.",
      ],
    ];
    for (const [line, message] of cases) {
      const result = failureOf(await post(checkoutForm([line])));
      expect(result.status).toBe(400);
      expect(result.body.error).toEqual({ kind: "rejected", status: 400, problems: [message], shortfalls: [] });
    }
    expect(await allOrders(t.db)).toHaveLength(0);
  });

  it("refuses a flavour whose variant is gone, as a product changed mid-checkout, with a 400 and no order", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", flavors: ["Chocolate", "Vanilla"] });
    // What a checkout priced between the owner's two writes would see: the flavour listed, its variant gone.
    await t.db.delete(productVariants).where(eq(productVariants.sku, "WHEY--VANILLA"));
    const result = failureOf(await post(checkoutForm([{ productId: ids.whey, flavor: "Vanilla", quantity: 1 }])));
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({
      problems: ["An item in your cart is no longer available. Please remove it and try again."],
    });
    expect(await allOrders(t.db)).toHaveLength(0);
  });

  it("names each flavour short of stock with how many are left, so the page can offer that quantity", async () => {
    const ids = await insertProducts(
      t.db,
      { slug: "whey", title: "Whey", flavors: ["Chocolate", "Vanilla"], stock: 3 },
      { slug: "creatine", title: "Creatine" },
      { slug: "gone", title: "Gone", stock: 0 },
    );
    const result = failureOf(
      await post(
        checkoutForm([
          // Each flavour has its own shelf (decision 180): the 3 units split 2 Chocolate, 1 Vanilla.
          { productId: ids.whey, flavor: "Chocolate", quantity: 3 },
          { productId: ids.whey, flavor: "Vanilla", quantity: 1 },
          // Plenty in stock, still not enough: it says how many, never "In Stock".
          { productId: ids.creatine, quantity: 51 },
          { productId: ids.gone, quantity: 1 },
          { productId: ids.creatine, flavor: "Mango", quantity: 1 },
        ]),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      kind: "rejected",
      status: 400,
      problems: ["Creatine is no longer offered in Mango."],
      shortfalls: [
        { productId: ids.whey, flavor: "Chocolate", title: "Whey", stock: 2 },
        { productId: ids.creatine, flavor: null, title: "Creatine", stock: 50 },
        { productId: ids.gone, flavor: null, title: "Gone", stock: 0 },
      ],
    });
    expect(await allOrders(t.db)).toHaveLength(0);
  });

  it("charges a subscription on sale no more than buying once, and refuses one that saves nothing (decision 110)", async () => {
    const ids = await insertProducts(
      t.db,
      // 10% off the regular price, above the sale price: Subscribe & Save is not offered.
      { slug: "babe", title: "BABE", priceCents: 4499, salePriceCents: 3599, subscriptionPriceCents: 4049 },
      // 10% off the sale price.
      { slug: "bcaa", title: "BCAA", priceCents: 3499, salePriceCents: 2799, subscriptionPriceCents: 2519 },
    );
    const refused = failureOf(await post(checkoutForm([{ productId: ids.babe, quantity: 1, subscription: true }])));
    expect(refused.body.error).toMatchObject({ problems: ["BABE is no longer offered as a subscription."] });

    const { location } = redirectOf(
      await post(checkoutForm([{ productId: ids.bcaa, quantity: 2, subscription: true }])),
    );
    expect(location).toBeTruthy();
    const [order] = await allOrders(t.db);
    expect(order?.subtotalCents).toBe(5038);
    expect((await linesOf(t.db, order?.id ?? "")).map((l) => [l.unitPriceCents, l.subscription])).toEqual([
      [2519, true],
    ]);
  });
});

describe("a checkout holding a subscription", () => {
  it("asks a guest to sign in, and a shopper to agree to the recurring charges, making no order until then", async () => {
    const ids = await insertProducts(t.db, { slug: "creatine", priceCents: 2000, subscriptionPriceCents: 1800 });
    const lines = [{ productId: ids.creatine, quantity: 1, subscription: true }];
    const guest = failureOf(await post(checkoutForm(lines)));
    expect(guest.status).toBe(400);
    expect(guest.body.error).toMatchObject({
      problems: ["Sign in or create an account to subscribe. Your cart is kept."],
    });

    await signIn();
    const unticked = failureOf(await post(checkoutForm(lines), { consent: false }));
    expect(unticked.body.error).toMatchObject({ problems: ["Tick the box to agree to the recurring charges."] });
    expect(await allOrders(t.db)).toHaveLength(0);

    redirectOf(await post(checkoutForm(lines)));
    const [order] = await allOrders(t.db);
    expect(order?.userId).toBe(SHOPPER.id);
    vi.mocked(getOptionalUser).mockResolvedValue(null);
  });

  it("lets a guest buy one-time lines as before", async () => {
    const ids = await insertProducts(t.db, { slug: "creatine", priceCents: 2000 });
    redirectOf(
      await post(checkoutForm([{ productId: ids.creatine, quantity: 1, subscription: false }]), { consent: false }),
    );
    const [order] = await allOrders(t.db);
    expect(order?.userId).toBeNull();
  });
});

describe("startCheckout", () => {
  it("is idempotent: two concurrent submits with one key make one order and one hosted checkout", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", priceCents: 2999 });
    const payments = testPayments();
    const create = vi.spyOn(payments.provider, "createHostedCheckout");
    const order = submission([{ productId: ids.bcaa, quantity: 2 }]);

    const [first, second] = await Promise.all([
      startCheckout({ submission: order, db: t.db, payments, publicUrl: PUBLIC_URL }),
      startCheckout({ submission: order, db: t.db, payments, publicUrl: PUBLIC_URL }),
    ]);
    const again = await startCheckout({ submission: order, db: t.db, payments, publicUrl: PUBLIC_URL });

    expect(await allOrders(t.db)).toHaveLength(1);
    expect(second.redirectTo).toBe(first.redirectTo);
    expect(again.redirectTo).toBe(first.redirectTo);
    expect(await automationMessages()).toHaveLength(1);
    // The third submit found the saved hosted checkout and did not ask the provider again.
    expect(create.mock.calls.length).toBeLessThanOrEqual(2);
    expect(new Set(create.mock.calls.map(([request]) => request.idempotencyKey))).toEqual(
      new Set([order.idempotencyKey]),
    );
  });

  it("refuses a key reused for a different cart with a 409", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa" });
    const key = newKey();
    const payments = testPayments();
    await startCheckout({
      submission: submission([{ productId: ids.bcaa, quantity: 1 }], { idempotencyKey: key }),
      db: t.db,
      payments,
    });
    const changed = submission([{ productId: ids.bcaa, quantity: 5 }], { idempotencyKey: key });
    const error = await startCheckout({ submission: changed, db: t.db, payments }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutRejectedError);
    expect((error as CheckoutRejectedError).status).toBe(409);
    expect(await allOrders(t.db)).toHaveLength(1);
  });

  it("keeps the order pending when the provider fails, and a retry with the same key gets a checkout", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa" });
    const payments = testPayments();
    const order = submission([{ productId: ids.bcaa, quantity: 1 }]);
    const create = vi
      .spyOn(payments.provider, "createHostedCheckout")
      .mockRejectedValueOnce(new Error("provider down"));

    await expect(startCheckout({ submission: order, db: t.db, payments })).rejects.toBeInstanceOf(PaymentProviderError);
    const [pending] = await allOrders(t.db);
    expect(pending).toMatchObject({ status: "pending", checkoutUrl: null });

    const retried = await startCheckout({ submission: order, db: t.db, payments });
    expect(retried.redirectTo).toBe(`/test-checkout/${pending?.publicId}`);
    expect(create).toHaveBeenCalledTimes(2);
    expect(await allOrders(t.db)).toHaveLength(1);
  });

  it("treats no checkout URL from the provider as a checkout failure", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa" });
    const payments: ActivePayments = testPayments();
    vi.spyOn(payments.provider, "createHostedCheckout").mockResolvedValueOnce({
      checkoutUrl: "",
      providerCheckoutId: "x",
    });
    const error = await startCheckout({
      submission: submission([{ productId: ids.bcaa, quantity: 1 }]),
      db: t.db,
      payments,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PaymentProviderError);
  });

  it("writes the automation webhook to the outbox in the order's transaction, with the charged total", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", priceCents: 2999, flavors: ["Lemon"] });
    await startCheckout({
      submission: submission([{ productId: ids.bcaa, flavor: "Lemon", quantity: 1 }]),
      db: t.db,
      payments: testPayments(),
    });
    const [order] = await allOrders(t.db);
    const [message] = await automationMessages();
    expect(message).toMatchObject({ status: "pending", dedupeKey: `${AUTOMATION_WEBHOOK_TOPIC}:${order?.publicId}` });
    expect(message?.payload).toMatchObject({
      order_number: order?.orderNumber,
      test_mode: true,
      first_name: "Dana",
      order_summary: [
        { product: "BCAA", flavor: "Lemon", quantity: 1, price: 29.99, total: 29.99, subscription: false },
      ],
      subtotal: 29.99,
      shipping_cost: 6.99,
      shipping_method: "Standard Shipping",
      total: 36.98,
    } satisfies Partial<AutomationPayload>);
  });

  it("completes while the automation receiver is down: the webhook waits in the outbox", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa" });
    // A port nothing listens on.
    const deadUrl = await new Promise<string>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(`http://127.0.0.1:${port}/hook`));
      });
    });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { redirectTo } = await startCheckout({
      submission: submission([{ productId: ids.bcaa, quantity: 1 }]),
      db: t.db,
      payments: testPayments(),
    });
    // Checkout itself sent nothing anywhere.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(redirectTo).toMatch(/^\/test-checkout\//);

    const counts = await deliverDueMessages({
      db: t.db,
      handlers: {
        [AUTOMATION_WEBHOOK_TOPIC]: createAutomationWebhookHandler({ url: deadUrl, secret: "automation-secret-1234" }),
      },
      logger: pino({ level: "silent" }),
    });
    expect(counts).toMatchObject({ claimed: 1, failed: 1 });
    const [message] = await automationMessages();
    expect(message).toMatchObject({ status: "pending", attempts: 1 });
    const [order] = await allOrders(t.db);
    expect(order?.status).toBe("pending");
  });
});

describe("sales tax (decision 147)", () => {
  const actor = { userId: null, email: "owner@example.com" };

  it("charges the address's state rate, San Angelo's on top, keeps it with the order and sends it to the webhook", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", priceCents: 2999 });
    await setStateTaxRate({ db: t.db, actor, state: "TX", ratePpm: 62_500, shippingTaxable: true });
    await setSanAngeloTaxRate({ db: t.db, actor, ratePpm: 20_000 });
    const line = { productId: ids.bcaa, quantity: 1 };

    const austin = submission([line]);
    const first = await startCheckout({ submission: austin, db: t.db, payments: testPayments() });
    // (29.99 + 6.99 shipping, taxed in Texas) × 6.25% = 2.31125 → $2.31
    expect(first.order).toMatchObject({
      subtotalCents: 2999,
      shippingCents: 699,
      taxCents: 231,
      taxRatePpm: 62_500,
      shippingTaxed: true,
      totalCents: 2999 + 699 + 231,
    });
    const [message] = await automationMessages();
    expect(message?.payload).toMatchObject({ subtotal: 29.99, shipping_cost: 6.99, tax: 2.31, total: 39.29 });

    // Free local delivery in San Angelo: 29.99 × (6.25% + 2%) = 2.474175 → $2.47
    const local = await startCheckout({
      submission: submission([line], { deliveryMethod: "local", customer: { city: "San Angelo", state: "Texas" } }),
      db: t.db,
      payments: testPayments(),
    });
    expect(local.order).toMatchObject({ shippingCents: 0, taxCents: 247, taxRatePpm: 82_500, totalCents: 3246 });

    // No rate in California: nothing.
    const california = await startCheckout({
      submission: submission([line], { customer: { city: "Fresno", state: "CA" } }),
      db: t.db,
      payments: testPayments(),
    });
    expect(california.order).toMatchObject({ taxCents: 0, totalCents: 3698 });

    // A new rate changes neither the placed order nor what its checkout asks again.
    await setStateTaxRate({ db: t.db, actor, state: "TX", ratePpm: 80_000, shippingTaxable: false });
    const again = await startCheckout({ submission: austin, db: t.db, payments: testPayments() });
    expect(again.order).toMatchObject({ id: first.order.id, taxCents: 231, totalCents: 3929 });
    const stored = (await allOrders(t.db)).find((order) => order.id === first.order.id);
    expect(stored).toMatchObject({ taxCents: 231, totalCents: 3929 });
  });
});

describe("the owner's delivery rates (decision 170)", () => {
  const actor = { userId: null, email: "owner@example.com" };

  it("charges the shipping fee, threshold and local fee the owner set, and keeps a placed order as it was", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", priceCents: 2999 });
    const line = { productId: ids.bcaa, quantity: 1 };
    const before = await startCheckout({ submission: submission([line]), db: t.db, payments: testPayments() });
    expect(before.order).toMatchObject({ subtotalCents: 2999, shippingCents: 699, totalCents: 3698 });

    await setStoreSetting({
      db: t.db,
      actor,
      key: "shipping",
      value: { standardCents: 850, freeFromCents: 10_000, localCents: 300 },
    });
    const shipped = await startCheckout({
      submission: submission([{ ...line, quantity: 2 }]),
      db: t.db,
      payments: testPayments(),
    });
    // $59.98 was free under the default $55 threshold; now it is under $100 and pays $8.50.
    expect(shipped.order).toMatchObject({ subtotalCents: 5998, shippingCents: 850, totalCents: 6848 });
    const local = await startCheckout({
      submission: submission([line], { deliveryMethod: "local", customer: { city: "San Angelo", state: "TX" } }),
      db: t.db,
      payments: testPayments(),
    });
    expect(local.order).toMatchObject({ shippingCents: 300, totalCents: 3299 });
    const free = await startCheckout({
      submission: submission([{ ...line, quantity: 4 }]),
      db: t.db,
      payments: testPayments(),
    });
    expect(free.order).toMatchObject({ subtotalCents: 11_996, shippingCents: 0 });

    const stored = (await allOrders(t.db)).find((order) => order.id === before.order.id);
    expect(stored).toMatchObject({ shippingCents: 699, totalCents: 3698 });
  });
});

describe("a subscription's delivery cadence", () => {
  it("stores each subscription line's cadence, the default when none is sent, none for a one-time line", async () => {
    const ids = await insertProducts(
      t.db,
      {
        slug: "whey",
        title: "Whey",
        priceCents: 5000,
        subscriptionPriceCents: 4500,
        flavors: ["Chocolate", "Vanilla"],
      },
      { slug: "bcaa", title: "BCAA", priceCents: 2999 },
    );
    const { order } = await startCheckout({
      submission: submission([
        { productId: ids.whey, flavor: "Chocolate", quantity: 1, subscription: true, cadenceWeeks: 6 },
        // The same line again merges into the first and keeps its cadence, as the cart does.
        { productId: ids.whey, flavor: "Chocolate", quantity: 1, subscription: true, cadenceWeeks: 8 },
        { productId: ids.whey, flavor: "Vanilla", quantity: 1, subscription: true },
        { productId: ids.bcaa, quantity: 1, subscription: false, cadenceWeeks: 2 },
      ]),
      db: t.db,
      payments: testPayments(),
    });
    expect(
      (await linesOf(t.db, order.id)).map((l) => [l.title, l.flavor, l.quantity, l.subscription, l.cadenceWeeks]),
    ).toEqual([
      ["Whey", "Chocolate", 2, true, 6],
      ["Whey", "Vanilla", 1, true, 4],
      ["BCAA", null, 1, false, null],
    ]);
  });

  it("refuses a cadence the store does not offer with a 400 naming the product, and makes no order", async () => {
    const ids = await insertProducts(t.db, {
      slug: "whey",
      title: "Whey",
      priceCents: 5000,
      subscriptionPriceCents: 4500,
    });
    await setStoreSetting({
      db: t.db,
      actor: { userId: null, email: "owner@example.com" },
      key: "subscriptions",
      value: { cadencesWeeks: [4, 8], reminderDays: 3, retryDays: [1, 3, 7] },
    });
    const error = await startCheckout({
      submission: submission([{ productId: ids.whey, quantity: 1, subscription: true, cadenceWeeks: 6 }]),
      db: t.db,
      payments: testPayments(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutRejectedError);
    expect(error).toMatchObject({ status: 400, problems: ["Choose how often to deliver Whey."], shortfalls: [] });
    expect(await allOrders(t.db)).toHaveLength(0);

    const { order } = await startCheckout({
      submission: submission([{ productId: ids.whey, quantity: 1, subscription: true, cadenceWeeks: 8 }]),
      db: t.db,
      payments: testPayments(),
    });
    expect((await linesOf(t.db, order.id)).map((l) => l.cadenceWeeks)).toEqual([8]);
  });
});
