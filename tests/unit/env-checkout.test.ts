import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";

/** The environment check's complaints about the payment settings only (other settings may be required too). */
function paymentIssues(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split("\n")
      .filter((line) => /PAYMENT_/.test(line))
      .map((line) => line.trim());
  }
}

const PUBLIC = { PUBLIC_URL: "https://shop.example.com" };
const SQUARE = { SQUARE_ACCESS_TOKEN: "token", SQUARE_LOCATION_ID: "loc", SQUARE_WEBHOOK_SIGNATURE_KEY: "key" };

describe("PAYMENT_PROVIDER", () => {
  it("may be left out on a local store (the test provider) or with Square credentials", () => {
    expect(paymentIssues({})).toEqual([]);
    expect(paymentIssues({ ...PUBLIC, ...SQUARE })).toEqual([]);
  });

  it("must be named by a store on a public URL, and square needs its token", () => {
    expect(paymentIssues(PUBLIC)).toEqual([
      "PAYMENT_PROVIDER: is required (test or square) when PUBLIC_URL is not on localhost",
    ]);
    expect(paymentIssues({ ...PUBLIC, PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true" })).toEqual([]);
    expect(paymentIssues({ PAYMENT_PROVIDER: "square" })).toEqual([
      "PAYMENT_PROVIDER: square needs SQUARE_ACCESS_TOKEN",
    ]);
    expect(paymentIssues({ PAYMENT_PROVIDER: "stripe" })).toHaveLength(1);
  });

  it("takes a webhook secret of at least 32 characters", () => {
    expect(paymentIssues({ PAYMENT_WEBHOOK_SECRET: "short" })).toEqual([
      "PAYMENT_WEBHOOK_SECRET: must be at least 32 characters",
    ]);
  });
});
