import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { shouldSeedDemo } from "../../../server/demo-seed";

/** The store's environment as start-up reads it: a public store needs a payment provider and a secret. */
function seedsDemo(variables: { PUBLIC_URL?: string; SEED_DEMO?: string }): boolean {
  const publicStore = {
    PAYMENT_PROVIDER: "test",
    ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true",
    BETTER_AUTH_SECRET: "x".repeat(32),
  };
  return shouldSeedDemo(parseEnv({ ...publicStore, ...variables }));
}

describe("shouldSeedDemo", () => {
  it("seeds a store on localhost when SEED_DEMO is unset, so npm start shows the demo", () => {
    expect(seedsDemo({})).toBe(true);
    expect(seedsDemo({ PUBLIC_URL: "http://127.0.0.1:4000" })).toBe(true);
    expect(seedsDemo({ PUBLIC_URL: "http://[::1]:3000" })).toBe(true);
  });

  it("keeps a public store empty when SEED_DEMO is unset", () => {
    expect(seedsDemo({ PUBLIC_URL: "https://shop.example.com" })).toBe(false);
    expect(seedsDemo({ PUBLIC_URL: "http://localhost.example.com" })).toBe(false);
  });

  it("seeds a public store only with SEED_DEMO=true", () => {
    expect(seedsDemo({ PUBLIC_URL: "https://shop.example.com", SEED_DEMO: "true" })).toBe(true);
  });

  it("never seeds with SEED_DEMO=false, even on localhost", () => {
    expect(seedsDemo({ SEED_DEMO: "false" })).toBe(false);
    expect(seedsDemo({ PUBLIC_URL: "https://shop.example.com", SEED_DEMO: "false" })).toBe(false);
  });

  it("refuses a SEED_DEMO that is neither true nor false", () => {
    expect(() => seedsDemo({ SEED_DEMO: "yes" })).toThrowError(/SEED_DEMO/);
  });
});
