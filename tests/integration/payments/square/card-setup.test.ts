import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FinishCardSetupRequest, PaymentProvider } from "~/.server/payments/provider";
import { createSquareClient } from "~/.server/payments/square/client";
import { createSquareProvider } from "~/.server/payments/square/provider";
import { type FakeSquare, startFakeSquare } from "../../../support/fake-square-server";
import { FAKE_REFUSED_CARD } from "../../../support/fake-square-web-sdk";

const ACCESS_TOKEN = "EAAA-test-token";
const LOCATION_ID = "L8FAKE0001";
const PUBLIC_URL = "https://shop.example.com";

let square: FakeSquare;

function provider(cardForm: boolean) {
  return createSquareProvider({
    client: createSquareClient({ accessToken: ACCESS_TOKEN, environment: "sandbox", baseUrl: square.url }),
    locationId: LOCATION_ID,
    webhookSignatureKey: "square-signature-key",
    publicUrl: PUBLIC_URL,
    cardForm,
  });
}

/** The provider with its card form, whose two card-setup methods are then both there. */
function withCardForm(): Required<Pick<PaymentProvider, "startCardSetup" | "finishCardSetup">> {
  const { startCardSetup, finishCardSetup } = provider(true);
  if (!startCardSetup || !finishCardSetup) throw new Error("Square offers no card setup with a card form");
  return { startCardSetup, finishCardSetup };
}

function finish(overrides: Partial<FinishCardSetupRequest> & { setupToken: string }) {
  return withCardForm().finishCardSetup({
    idempotencyKey: "card-setup-1",
    email: "ada@example.com",
    providerCustomerId: null,
    ...overrides,
  });
}

const requestsTo = (method: string, path: string) =>
  square.requests.filter((request) => request.method === method && request.path === path);

beforeEach(async () => {
  square = await startFakeSquare({ accessToken: ACCESS_TOKEN, locationId: LOCATION_ID });
});
afterEach(() => square.close());

describe("Square card setup (the store's card form page)", () => {
  it("is offered only with the card form, and sends the shopper to the store's own page and back", async () => {
    expect(provider(false).startCardSetup).toBeUndefined();
    expect(provider(false).finishCardSetup).toBeUndefined();
    const { setupUrl } = await withCardForm().startCardSetup({
      returnUrl: `${PUBLIC_URL}/account/subscriptions/card?subscription=sub_1&state=123.abc`,
      email: "ada@example.com",
    });
    const url = new URL(setupUrl, PUBLIC_URL);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/square-card`);
    expect(url.searchParams.get("return")).toBe("/account/subscriptions/card?subscription=sub_1&state=123.abc");
  });

  it("saves the card from the form's nonce, creating the shopper's customer first", async () => {
    const nonce = square.cardNonce({ cardNumber: "5105 1051 0510 5100" });
    const card = await finish({ setupToken: nonce });

    const [customer] = [...square.customers.values()];
    expect(card).toEqual({
      providerCustomerId: customer?.id,
      providerCardId: expect.stringMatching(/^ccof:/),
      brand: "Mastercard",
      last4: "5100",
    });
    expect(requestsTo("POST", "/v2/customers").map((request) => request.body)).toEqual([
      { idempotency_key: "card-setup-1:customer", email_address: "ada@example.com" },
    ]);
    expect(requestsTo("POST", "/v2/cards").map((request) => request.body)).toEqual([
      { idempotency_key: "card-setup-1", source_id: nonce, card: { customer_id: customer?.id } },
    ]);
    expect(square.cards.get(card?.providerCardId ?? "")?.customer_id).toBe(customer?.id);
  });

  it("saves one card per key, and reuses the shopper's customer when there is one", async () => {
    const nonce = square.cardNonce();
    const first = await finish({ setupToken: nonce });
    expect(await finish({ setupToken: nonce })).toEqual(first);
    expect(square.cards.size).toBe(1);
    expect(square.customers.size).toBe(1);

    const second = await finish({
      idempotencyKey: "card-setup-2",
      setupToken: square.cardNonce({ cardNumber: "4111 1111 1111 1111" }),
      providerCustomerId: first?.providerCustomerId ?? null,
    });
    expect(second).toMatchObject({ providerCustomerId: first?.providerCustomerId, brand: "Visa", last4: "1111" });
    expect(second?.providerCardId).not.toBe(first?.providerCardId);
    expect(square.customers.size).toBe(1);
    // The second save named the customer: Square was not asked for one.
    expect(requestsTo("POST", "/v2/customers")).toHaveLength(2);
  });

  it("answers null for a nonce Square will not save: unknown, used with another key, or a refused card", async () => {
    expect(await finish({ setupToken: "cnon:never-given" })).toBeNull();

    const used = square.cardNonce();
    expect(await finish({ setupToken: used })).not.toBeNull();
    expect(await finish({ idempotencyKey: "card-setup-2", setupToken: used })).toBeNull();

    const refused = square.cardNonce({ cardNumber: FAKE_REFUSED_CARD });
    expect(await finish({ idempotencyKey: "card-setup-3", setupToken: refused })).toBeNull();
    expect(square.cards.size).toBe(1);
  });

  it("asks Square nothing for a token the card form never gives", async () => {
    expect(await finish({ setupToken: "seti_test_renews_12345678" })).toBeNull();
    expect(await finish({ setupToken: "" })).toBeNull();
    expect(square.requests).toHaveLength(0);
  });

  it("throws when Square's answer is unknown or another refusal, so nothing is put on the subscription", async () => {
    const first = await finish({ setupToken: square.cardNonce() });
    const customerId = first?.providerCustomerId ?? null;
    const nonce = square.cardNonce();
    // A 500 on every attempt the SDK makes (it retries twice).
    square.failNext(3);
    const request = { idempotencyKey: "card-setup-2", setupToken: nonce, providerCustomerId: customerId };
    await expect(finish(request)).rejects.toThrow();
    // Asked again with the same key, it saves the card.
    expect(await finish(request)).toMatchObject({ providerCustomerId: customerId, brand: "Visa", last4: "1111" });

    // A 400 that is not about the nonce (here CUSTOMER_NOT_FOUND) is not the shopper's to fix.
    const orphan = { idempotencyKey: "card-setup-3", setupToken: square.cardNonce(), providerCustomerId: "GONE" };
    await expect(finish(orphan)).rejects.toThrow(/Customer not found/);
  });
});
