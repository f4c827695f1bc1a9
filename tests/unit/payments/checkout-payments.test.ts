import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { paymentTransition } from "~/.server/orders/payment-events/transitions";
import { selectProviderName } from "~/.server/payments";
import { TEST_CARD_MESSAGES, testCardFormSchema, testCardOutcome } from "~/.server/payments/test/cards";
import {
  buildTestWebhook,
  createTestProvider,
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
} from "~/.server/payments/test/provider";
import { testWebhookSecret } from "~/.server/payments/test/secret";

const SECRET = "a-secret-long-enough-for-the-test-provider";
const T1 = new Date("2030-01-01T10:00:00Z");
const T2 = new Date("2030-01-01T10:05:00Z");

describe("paymentTransition", () => {
  const pending = { status: "pending" as const, lastPaymentEventAt: null };

  it("pays a pending, failed or canceled order whatever the event's age", () => {
    expect(paymentTransition(pending, { status: "paid", occurredAt: T1 })).toEqual({ kind: "pay" });
    for (const status of ["failed", "canceled"] as const) {
      expect(paymentTransition({ status, lastPaymentEventAt: T2 }, { status: "paid", occurredAt: T1 })).toEqual({
        kind: "pay",
      });
    }
  });

  it("never moves a paid order", () => {
    for (const status of ["paid", "needs_attention"] as const) {
      for (const event of ["paid", "failed", "canceled"] as const) {
        expect(paymentTransition({ status, lastPaymentEventAt: T1 }, { status: event, occurredAt: T2 }).kind).toBe(
          "ignore",
        );
      }
    }
  });

  it("lets the newer of failed and canceled win, and ignores repeats", () => {
    expect(paymentTransition(pending, { status: "failed", occurredAt: T1 })).toEqual({
      kind: "mark",
      status: "failed",
    });
    const failed = { status: "failed" as const, lastPaymentEventAt: T2 };
    expect(paymentTransition(failed, { status: "canceled", occurredAt: T1 }).kind).toBe("ignore");
    expect(paymentTransition(failed, { status: "canceled", occurredAt: T2 })).toEqual({
      kind: "mark",
      status: "canceled",
    });
    expect(paymentTransition(failed, { status: "failed", occurredAt: T2 }).kind).toBe("ignore");
  });

  it("lets only a payment, however late, move an expired checkout", () => {
    const expired = { status: "expired" as const, lastPaymentEventAt: null };
    expect(paymentTransition(expired, { status: "paid", occurredAt: T1 })).toEqual({ kind: "pay" });
    for (const event of ["failed", "canceled"] as const) {
      expect(paymentTransition(expired, { status: event, occurredAt: T2 }).kind).toBe("ignore");
    }
  });
});

describe("the test provider", () => {
  const provider = createTestProvider({ secret: SECRET });

  it("sends the shopper to the store's own hosted page", async () => {
    const hosted = await provider.createHostedCheckout({
      orderId: "abc_DEF-123",
      orderNumber: "CS-10001",
      email: "a@b.co",
      lines: [],
      shippingCents: 0,
      tax: { cents: 0, ratePpm: 0, shippingTaxed: false },
      totalCents: 100,
      redirectUrl: "http://localhost:3000/order-success?orderId=abc_DEF-123",
      idempotencyKey: "k",
      savesCard: false,
    });
    expect(hosted).toEqual({ checkoutUrl: "/test-checkout/abc_DEF-123", providerCheckoutId: "test_abc_DEF-123" });
    expect(provider.displayName).toBe("Test Payments");
  });

  it("verifies the HMAC-SHA256 of the raw body and reads the event", async () => {
    const webhook = buildTestWebhook({
      secret: SECRET,
      type: "payment.succeeded",
      orderId: "o1",
      occurredAt: T1,
      eventId: "e1",
    });
    expect(webhook.headers[TEST_SIGNATURE_HEADER]).toBe(signTestWebhook(SECRET, webhook.rawBody));
    const event = await provider.verifyWebhook({
      url: "http://localhost/api/webhooks/payments/test",
      headers: new Headers(webhook.headers),
      rawBody: webhook.rawBody,
    });
    expect(event).toEqual({
      eventId: "e1",
      orderId: "o1",
      status: "paid",
      occurredAt: T1,
      providerPaymentId: undefined,
    });
  });

  it("refuses a wrong, missing or malformed signature, and a signed body that is not an event", async () => {
    const webhook = buildTestWebhook({ secret: "another-secret", type: "payment.failed", orderId: "o1" });
    const verify = (headers: Record<string, string>, rawBody = webhook.rawBody) =>
      provider.verifyWebhook({ url: "", headers: new Headers(headers), rawBody });
    expect(await verify(webhook.headers)).toBeNull();
    expect(await verify({})).toBeNull();
    expect(await verify({ [TEST_SIGNATURE_HEADER]: "zz" })).toBeNull();
    // Signed but not an event: no event, yet recognisably genuine (the route answers 200, not 401).
    const notAnEvent = JSON.stringify({ hello: "world" });
    const signedHeaders = new Headers({ [TEST_SIGNATURE_HEADER]: signTestWebhook(SECRET, notAnEvent) });
    expect(await verify(Object.fromEntries(signedHeaders), notAnEvent)).toBeNull();
    expect(provider.isSignedWebhook?.({ url: "", headers: signedHeaders, rawBody: notAnEvent })).toBe(true);
    expect(
      provider.isSignedWebhook?.({ url: "", headers: new Headers(webhook.headers), rawBody: webhook.rawBody }),
    ).toBe(false);
  });

  it("knows its cards", () => {
    expect(testCardOutcome("4242 4242 4242 4242")).toBe("paid");
    expect(testCardOutcome("4242-4242-4242-4242")).toBe("paid");
    expect(testCardOutcome("4000000000000002")).toBe("declined");
    expect(testCardOutcome("5555555555554444")).toBe("unknown");
    expect(TEST_CARD_MESSAGES).toEqual({ declined: "Your card was declined.", unknown: "Use a test card number." });
  });

  it("wants a future expiry, a 3 or 4 digit CVC and a name", () => {
    const schema = testCardFormSchema(new Date("2030-06-15T00:00:00Z"));
    const card = { cardNumber: "4242424242424242", expiry: "06/30", cvc: "123", name: "Dana" };
    expect(schema.safeParse(card).success).toBe(true);
    expect(schema.safeParse({ ...card, expiry: "05/30" }).success).toBe(false);
    expect(schema.safeParse({ ...card, expiry: "13/31" }).success).toBe(false);
    expect(schema.safeParse({ ...card, cvc: "12" }).success).toBe(false);
    expect(schema.safeParse({ ...card, name: " " }).success).toBe(false);
  });
});

describe("choosing the provider", () => {
  it("is PAYMENT_PROVIDER, else square with Square credentials, else test", () => {
    const square = { SQUARE_ACCESS_TOKEN: "x", SQUARE_LOCATION_ID: "l", SQUARE_WEBHOOK_SIGNATURE_KEY: "k" };
    expect(selectProviderName(parseEnv({ PAYMENT_PROVIDER: "test", ...square }))).toBe("test");
    expect(selectProviderName(parseEnv(square))).toBe("square");
    expect(selectProviderName(parseEnv({}))).toBe("test");
  });

  it("signs test webhooks with PAYMENT_WEBHOOK_SECRET, else a random secret kept for the process", () => {
    expect(testWebhookSecret({ PAYMENT_WEBHOOK_SECRET: SECRET })).toBe(SECRET);
    const generated = testWebhookSecret({ PAYMENT_WEBHOOK_SECRET: undefined });
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(testWebhookSecret({ PAYMENT_WEBHOOK_SECRET: undefined })).toBe(generated);
  });
});
