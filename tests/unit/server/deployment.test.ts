import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/.server/env";
import { cardFormSources, deploymentFromEnv, formActionSources, warnAboutDeployment } from "../../../server/deployment";

const SQUARE = {
  PAYMENT_PROVIDER: "square",
  SQUARE_ACCESS_TOKEN: "token",
  SQUARE_LOCATION_ID: "location",
  SQUARE_WEBHOOK_SIGNATURE_KEY: "key",
};

describe("deploymentFromEnv", () => {
  it("lets actions accept posts from PUBLIC_URL's host (its TLS ends at the proxy)", () => {
    const env = parseEnv({ PUBLIC_URL: "https://shop.example.com", ...SQUARE, BETTER_AUTH_SECRET: "s".repeat(32) });
    expect(deploymentFromEnv(env).allowedActionOrigins).toEqual(["shop.example.com"]);
    expect(deploymentFromEnv(parseEnv({ PUBLIC_URL: "https://localhost:8443" })).allowedActionOrigins).toEqual([
      "localhost:8443",
    ]);
  });
});

describe("formActionSources", () => {
  it("is the store itself with the test provider, whose checkout page is on the store", () => {
    expect(formActionSources(parseEnv({}))).toEqual(["'self'"]);
  });

  it("adds Square's payment link and checkout hosts for the configured environment", () => {
    expect(formActionSources(parseEnv(SQUARE))).toEqual([
      "'self'",
      "https://sandbox.square.link",
      "https://checkout.squareupsandbox.com",
    ]);
    expect(formActionSources(parseEnv({ ...SQUARE, SQUARE_ENVIRONMENT: "production" }))).toEqual([
      "'self'",
      "https://square.link",
      "https://checkout.square.site",
    ]);
  });

  it("adds each configured sign-in provider's authorization page", () => {
    const env = parseEnv({
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "g",
      GITHUB_CLIENT_ID: "h",
      GITHUB_CLIENT_SECRET: "h",
    });
    expect(formActionSources(env)).toEqual(["'self'", "https://accounts.google.com", "https://github.com"]);
    const local = parseEnv({
      GITHUB_CLIENT_ID: "h",
      GITHUB_CLIENT_SECRET: "h",
      OAUTH_TEST_PROVIDER_URL: "http://127.0.0.1:5001",
    });
    expect(formActionSources(local)).toEqual(["'self'", "http://127.0.0.1:5001"]);
  });
});

describe("cardFormSources", () => {
  const none = { scriptSrc: [], frameSrc: [], connectSrc: [] };

  it("adds nothing without a card form: the test provider, or Square without an application id", () => {
    expect(cardFormSources(parseEnv({}))).toEqual(none);
    expect(cardFormSources(parseEnv(SQUARE))).toEqual(none);
    expect(
      cardFormSources(parseEnv({ PAYMENT_PROVIDER: "test", SQUARE_APPLICATION_ID: "sandbox-sq0idb-app" })),
    ).toEqual(none);
  });

  it("adds Square's Web Payments SDK hosts for the configured environment", () => {
    const sandbox = parseEnv({ ...SQUARE, SQUARE_APPLICATION_ID: "sandbox-sq0idb-app" });
    expect(cardFormSources(sandbox)).toEqual({
      scriptSrc: ["https://sandbox.web.squarecdn.com"],
      frameSrc: ["https://sandbox.web.squarecdn.com"],
      connectSrc: ["https://sandbox.web.squarecdn.com", "https://pci-connect.squareupsandbox.com"],
    });
    const production = parseEnv({ ...SQUARE, SQUARE_ENVIRONMENT: "production", SQUARE_APPLICATION_ID: "sq0idp-app" });
    expect(deploymentFromEnv({ ...production, BETTER_AUTH_SECRET: "s".repeat(32) }).cardFormSources).toEqual({
      scriptSrc: ["https://web.squarecdn.com"],
      frameSrc: ["https://web.squarecdn.com"],
      connectSrc: ["https://web.squarecdn.com", "https://pci-connect.squareup.com"],
    });
  });

  it("adds only the stand-in SDK's origin when SQUARE_WEB_SDK_URL points elsewhere", () => {
    const env = parseEnv({
      ...SQUARE,
      SQUARE_APPLICATION_ID: "sandbox-sq0idb-app",
      SQUARE_WEB_SDK_URL: "http://127.0.0.1:4567/web-sdk/square.js",
    });
    const local = ["http://127.0.0.1:4567"];
    expect(cardFormSources(env)).toEqual({ scriptSrc: local, frameSrc: local, connectSrc: local });
  });
});

describe("warnAboutDeployment", () => {
  it("warns once at start about test payments on a public store", () => {
    const warn = vi.fn();
    const env = parseEnv({
      PUBLIC_URL: "https://demo.example.com",
      PAYMENT_PROVIDER: "test",
      ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true",
      BETTER_AUTH_SECRET: "s".repeat(32),
    });
    warnAboutDeployment(env, { warn });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[1]).toMatch(/ALLOW_TEST_PAYMENTS_IN_PUBLIC/);
  });

  it("says nothing about a local store in test mode", () => {
    const warn = vi.fn();
    warnAboutDeployment(parseEnv({ PAYMENT_PROVIDER: "test" }), { warn });
    expect(warn).not.toHaveBeenCalled();
  });
});
