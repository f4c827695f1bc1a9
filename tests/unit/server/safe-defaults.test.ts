import { describe, expect, it } from "vitest";
import { hasPublicTestPayments, parseEnv } from "~/.server/env";

const PUBLIC = { PUBLIC_URL: "https://shop.example.com", BETTER_AUTH_SECRET: "s".repeat(32) };

describe("HOST", () => {
  it("listens on loopback unless set", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });
});

describe("test payments on a public PUBLIC_URL", () => {
  it("are refused at start, naming the variables", () => {
    expect(() => parseEnv({ ...PUBLIC, PAYMENT_PROVIDER: "test" })).toThrowError(
      /PAYMENT_PROVIDER: .*PUBLIC_URL.*ALLOW_TEST_PAYMENTS_IN_PUBLIC=true/,
    );
  });

  it("start when allowed on purpose, and are then shown as test mode", () => {
    const env = parseEnv({ ...PUBLIC, PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true" });
    expect(hasPublicTestPayments(env)).toBe(true);
  });

  it("need nothing on localhost, where no banner is shown", () => {
    const env = parseEnv({ PAYMENT_PROVIDER: "test", PUBLIC_URL: "https://localhost:8443" });
    expect(hasPublicTestPayments(env)).toBe(false);
  });

  it("take no flag for a real provider", () => {
    const env = parseEnv({
      ...PUBLIC,
      PAYMENT_PROVIDER: "square",
      SQUARE_ACCESS_TOKEN: "t",
      SQUARE_LOCATION_ID: "l",
      SQUARE_WEBHOOK_SIGNATURE_KEY: "k",
    });
    expect(hasPublicTestPayments(env)).toBe(false);
  });
});
