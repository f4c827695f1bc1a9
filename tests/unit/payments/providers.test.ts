import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { PAYMENT_PROVIDERS, PROVIDER_NAMES } from "~/.server/payments/providers";
import { cardFormSources, formActionSources } from "../../../server/deployment";

const SQUARE = { SQUARE_ACCESS_TOKEN: "token", SQUARE_LOCATION_ID: "loc", SQUARE_WEBHOOK_SIGNATURE_KEY: "key" };

/** The one table a new provider is added to (decision 222): each place that once named providers reads it. */
describe("the payment provider registry", () => {
  it("is where PAYMENT_PROVIDER's choices come from", () => {
    expect(PROVIDER_NAMES).toEqual(["test", "square"]);
    for (const name of PROVIDER_NAMES) {
      expect(parseEnv({ PAYMENT_PROVIDER: name, ...SQUARE }).PAYMENT_PROVIDER).toBe(name);
    }
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe" })).toThrowError(/PAYMENT_PROVIDER/);
  });

  it("makes adapters that answer to their row's name", () => {
    const env = parseEnv(SQUARE);
    for (const name of PROVIDER_NAMES) expect(PAYMENT_PROVIDERS[name].createProvider(env).name).toBe(name);
  });

  it("gives each row's variables to the environment check, with the row's own rules", () => {
    const env = parseEnv({ ...SQUARE, SQUARE_ENVIRONMENT: "production", PAYMENT_WEBHOOK_SECRET: "s".repeat(32) });
    expect(env.SQUARE_ENVIRONMENT).toBe("production");
    expect(env.PAYMENT_WEBHOOK_SECRET).toBe("s".repeat(32));
    expect(() => parseEnv({ SQUARE_ACCESS_TOKEN: "token" })).toThrowError(
      "SQUARE_ACCESS_TOKEN: needs SQUARE_LOCATION_ID and SQUARE_WEBHOOK_SIGNATURE_KEY as well",
    );
  });

  it("gives the CSP the active provider's checkout origins, and no other's", () => {
    const square = parseEnv({ PAYMENT_PROVIDER: "square", ...SQUARE });
    expect(formActionSources(square)).toEqual(["'self'", ...PAYMENT_PROVIDERS.square.checkoutOrigins(square)]);
    expect(formActionSources(parseEnv({ PAYMENT_PROVIDER: "test" }))).toEqual(["'self'"]);
  });

  it("gives the CSP the card form's hosts from the active provider's row, and offers card setup only with one", () => {
    const square = parseEnv({ PAYMENT_PROVIDER: "square", ...SQUARE, SQUARE_APPLICATION_ID: "sandbox-sq0idb-app" });
    expect(cardFormSources(square)).toEqual(PAYMENT_PROVIDERS.square.cardFormSources?.(square));
    expect(cardFormSources(square).scriptSrc).not.toHaveLength(0);
    expect(PAYMENT_PROVIDERS.test.cardFormSources).toBeUndefined();

    const withForm = PAYMENT_PROVIDERS.square.createProvider(square);
    expect(withForm.startCardSetup).toBeTypeOf("function");
    expect(withForm.finishCardSetup).toBeTypeOf("function");
    const withoutForm = PAYMENT_PROVIDERS.square.createProvider(parseEnv({ PAYMENT_PROVIDER: "square", ...SQUARE }));
    expect(withoutForm.startCardSetup).toBeUndefined();
    expect(withoutForm.finishCardSetup).toBeUndefined();
  });

  it("says what fills an empty store for each provider: Square's import first, else the demo catalogue", () => {
    expect(PAYMENT_PROVIDERS.square.emptyCatalogNextStep).toMatch(/^Import it from Square with npm run catalog:import/);
    expect(PAYMENT_PROVIDERS.test.emptyCatalogNextStep).toMatch(/^Load the demo catalogue with npm run db:seed/);
  });

  it("asks Square's stock events for a read of its changes, once per event, and nothing for none", () => {
    const follow = PAYMENT_PROVIDERS.square.followStockEvent;
    expect(follow?.({ eventId: "e1", variationIds: ["v1"] })).toEqual({
      topic: "square-stock-pull",
      payload: { variationIds: ["v1"] },
      dedupeKey: "square-stock-pull:e1",
    });
    expect(follow?.({ eventId: "e2", variationIds: [] })).toBeNull();
    expect(PAYMENT_PROVIDERS.test.followStockEvent).toBeUndefined();
  });
});
