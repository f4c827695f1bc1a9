import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentProvider, SavedCardChargeRequest } from "~/.server/payments/provider";
import { createSquareClient } from "~/.server/payments/square/client";
import { createSquareProvider } from "~/.server/payments/square/provider";
import { SQUARE_SIGNATURE_HEADER, signSquareNotification } from "~/.server/payments/square/signature";
import { type FakeSquare, startFakeSquare } from "../../../support/fake-square-server";

const ACCESS_TOKEN = "EAAA-test-token";
const LOCATION_ID = "L8FAKE0001";
const SIGNATURE_KEY = "square-signature-key";
const PUBLIC_URL = "https://shop.example.com";
const WEBHOOK_PATH = "/api/webhooks/payments/square";
const NOTIFICATION_URL = `${PUBLIC_URL}${WEBHOOK_PATH}`;

let square: FakeSquare;
let provider: Required<PaymentProvider<"square">>;

beforeEach(async () => {
  square = await startFakeSquare({ accessToken: ACCESS_TOKEN, locationId: LOCATION_ID });
  provider = createSquareProvider({
    client: createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url }),
    locationId: LOCATION_ID,
    webhookSignatureKey: SIGNATURE_KEY,
    publicUrl: PUBLIC_URL,
  }) as Required<PaymentProvider<"square">>;
});
afterEach(() => square.close());

/** A checkout paid at Square's hosted page; answers Square's payment id. */
async function paidCheckout(orderId = "ord_7hQx2"): Promise<string> {
  await provider.createHostedCheckout({
    orderId,
    orderNumber: "1001",
    email: "ada@example.com",
    lines: [{ name: "Creatine (Subscription)", quantity: 1, unitPriceCents: 1799 }],
    shippingCents: 0,
    tax: { cents: 0, ratePpm: 0, shippingTaxed: false },
    totalCents: 1799,
    redirectUrl: `${PUBLIC_URL}/order-success?orderId=${orderId}`,
    idempotencyKey: `checkout-${orderId}`,
    savesCard: true,
  });
  const squareOrderId = [...square.orders.values()].find((order) => order.reference_id === orderId)?.id as string;
  return square.payOrder(squareOrderId);
}

async function savedCard() {
  const card = await provider.saveCard({
    idempotencyKey: "save-card-1",
    providerPaymentId: await paidCheckout(),
    email: "ada@example.com",
    providerCustomerId: null,
  });
  if (!card) throw new Error("the card was not saved");
  return card;
}

function charge(card: Awaited<ReturnType<typeof savedCard>>, overrides: Partial<SavedCardChargeRequest> = {}) {
  return provider.chargeSavedCard({
    idempotencyKey: "renewal-1",
    orderId: "ord_renewal1",
    card,
    amountCents: 1799,
    ...overrides,
  });
}

const requestsTo = (method: string, path: string) =>
  square.requests.filter((request) => request.method === method && request.path === path);

describe("Square saved cards", () => {
  it("saves the card that paid a checkout, creating the shopper's customer first", async () => {
    const paymentId = await paidCheckout();
    const card = await provider.saveCard({
      idempotencyKey: "save-card-1",
      providerPaymentId: paymentId,
      email: "ada@example.com",
      providerCustomerId: null,
    });

    const [customer] = [...square.customers.values()];
    expect(card).toEqual({
      providerCustomerId: customer?.id,
      providerCardId: expect.stringMatching(/^ccof:/),
      brand: "Visa",
      last4: "1111",
    });
    expect(requestsTo("POST", "/v2/customers").map((request) => request.body)).toEqual([
      { idempotency_key: "save-card-1:customer", email_address: "ada@example.com" },
    ]);
    expect(requestsTo("POST", "/v2/cards").map((request) => request.body)).toEqual([
      { idempotency_key: "save-card-1", source_id: paymentId, card: { customer_id: customer?.id } },
    ]);
    expect(square.cards.get(card?.providerCardId ?? "")?.customer_id).toBe(customer?.id);
  });

  it("saves a card once per key, and reuses the shopper's customer when there is one", async () => {
    const paymentId = await paidCheckout();
    const request = { idempotencyKey: "save-card-1", providerPaymentId: paymentId, email: "ada@example.com" };
    const first = await provider.saveCard({ ...request, providerCustomerId: null });
    expect(await provider.saveCard({ ...request, providerCustomerId: null })).toEqual(first);
    expect(square.customers.size).toBe(1);
    expect(square.cards.size).toBe(1);

    const laterPayment = await paidCheckout("ord_later");
    const second = await provider.saveCard({
      idempotencyKey: "save-card-2",
      providerPaymentId: laterPayment,
      email: "ada@example.com",
      providerCustomerId: first?.providerCustomerId ?? null,
    });
    expect(second?.providerCustomerId).toBe(first?.providerCustomerId);
    expect(second?.providerCardId).not.toBe(first?.providerCardId);
    expect(square.customers.size).toBe(1);
    expect(requestsTo("POST", "/v2/customers")).toHaveLength(2);
  });

  it("answers null for a digital wallet payment, whose card Square will not keep", async () => {
    const paymentId = await paidCheckout();
    square.markWalletPayment(paymentId);
    const card = await provider.saveCard({
      idempotencyKey: "save-card-1",
      providerPaymentId: paymentId,
      email: "ada@example.com",
      providerCustomerId: null,
    });
    expect(card).toBeNull();
    expect(square.cards.size).toBe(0);
  });

  it("throws when Square refuses to save for another reason", async () => {
    await expect(
      provider.saveCard({
        idempotencyKey: "save-card-1",
        providerPaymentId: "no-such-payment",
        email: "ada@example.com",
        providerCustomerId: null,
      }),
    ).rejects.toThrow();
  });
});

describe("Square charges of a saved card", () => {
  it("charges the card on file for the order, completed at once", async () => {
    const card = await savedCard();
    const result = await charge(card);

    const [payment] = [...square.payments.values()].filter((p) => p.reference_id === "ord_renewal1");
    expect(result).toEqual({ status: "paid", providerPaymentId: payment?.id, amountCents: 1799 });
    expect(requestsTo("POST", "/v2/payments").map((request) => request.body)).toEqual([
      {
        idempotency_key: "renewal-1",
        source_id: card.providerCardId,
        customer_id: card.providerCustomerId,
        amount_money: { amount: 1799, currency: "USD" },
        autocomplete: true,
        reference_id: "ord_renewal1",
        location_id: LOCATION_ID,
      },
    ]);
  });

  it("charges once for a key however often it is sent, with the same answer", async () => {
    const card = await savedCard();
    const paymentsBefore = square.payments.size;
    const first = await charge(card);
    expect(await charge(card)).toEqual(first);
    expect(square.payments.size).toBe(paymentsBefore + 1);
  });

  it("reports a decline with its reason in words, and the same decline for the same key", async () => {
    const card = await savedCard();
    square.decliningCards.set(card.providerCardId, "GENERIC_DECLINE");
    const declined = await charge(card);
    const failed = [...square.payments.values()].find((p) => p.status === "FAILED");
    expect(declined).toEqual({ status: "declined", providerPaymentId: failed?.id, reason: "The card was declined." });

    // Square answers the key with its first answer, even once the card would go through.
    square.decliningCards.delete(card.providerCardId);
    expect(await charge(card)).toEqual(declined);

    square.decliningCards.set(card.providerCardId, "CARD_EXPIRED");
    expect(await charge(card, { idempotencyKey: "renewal-2" })).toMatchObject({
      status: "declined",
      reason: "The card has expired.",
    });
  });

  it("throws when Square's answer is not known, and charges once when asked again with the key", async () => {
    const card = await savedCard();
    const paymentsBefore = square.payments.size;
    // The SDK tries three times before giving up.
    square.failNext(3);
    await expect(charge(card)).rejects.toThrow();
    expect(square.payments.size).toBe(paymentsBefore);

    expect(await charge(card)).toMatchObject({ status: "paid", amountCents: 1799 });
    expect(await charge(card)).toMatchObject({ status: "paid", amountCents: 1799 });
    expect(square.payments.size).toBe(paymentsBefore + 1);
  });

  it("throws when Square refuses the request itself", async () => {
    const card = await savedCard();
    await expect(charge({ ...card, providerCardId: "ccof:unknown" })).rejects.toThrow();
  });
});

describe("Square card webhooks", () => {
  function delivery(rawBody: string, signature?: string) {
    const headers = new Headers({ "content-type": "application/json" });
    headers.set(
      SQUARE_SIGNATURE_HEADER,
      signature ?? signSquareNotification({ signatureKey: SIGNATURE_KEY, notificationUrl: NOTIFICATION_URL, rawBody }),
    );
    return { url: `http://127.0.0.1:3000${WEBHOOK_PATH}`, headers, rawBody };
  }

  it("reads an automatic update of a card, its details as Square's API has them", async () => {
    const card = await savedCard();
    Object.assign(square.cards.get(card.providerCardId) ?? {}, { last_4: "4242", exp_year: 2036 });
    const body = square.cardNotification("card.automatically_updated", card.providerCardId, "evt-card-1");

    expect(await provider.verifyCardWebhook(delivery(body))).toEqual({
      eventId: "evt-card-1",
      kind: "updated",
      providerCardId: card.providerCardId,
      brand: "Visa",
      last4: "4242",
    });
    expect(square.requests.at(-1)?.path).toBe(`/v2/cards/${encodeURIComponent(card.providerCardId)}`);
  });

  it("reads a disabled card, once Square's API says it is disabled", async () => {
    const card = await savedCard();
    const body = square.cardNotification("card.disabled", card.providerCardId, "evt-card-2");
    // Square still has the card enabled: the event is not believed.
    expect(await provider.verifyCardWebhook(delivery(body))).toBeNull();

    Object.assign(square.cards.get(card.providerCardId) ?? {}, { enabled: false });
    expect(await provider.verifyCardWebhook(delivery(body))).toEqual({
      eventId: "evt-card-2",
      kind: "disabled",
      providerCardId: card.providerCardId,
    });
  });

  it("answers null for a wrong signature, another event type or a card Square does not know", async () => {
    const card = await savedCard();
    const body = square.cardNotification("card.automatically_updated", card.providerCardId);
    const requestsBefore = square.requests.length;
    expect(await provider.verifyCardWebhook(delivery(body, "not-a-signature"))).toBeNull();
    const otherKey = signSquareNotification({
      signatureKey: "other",
      notificationUrl: NOTIFICATION_URL,
      rawBody: body,
    });
    expect(await provider.verifyCardWebhook(delivery(body, otherKey))).toBeNull();
    expect(square.requests.length).toBe(requestsBefore);

    const created = body.replace('"card.automatically_updated"', '"card.created"');
    expect(await provider.verifyCardWebhook(delivery(created))).toBeNull();
    expect(await provider.verifyCardWebhook(delivery("not json"))).toBeNull();

    const unknown = body.replaceAll(card.providerCardId, "ccof:unknown");
    expect(await provider.verifyCardWebhook(delivery(unknown))).toBeNull();
  });
});
