import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { E2E_METRICS_TOKEN } from "./tests/support/metrics-token";
import { randomBrowserPort } from "./tests/support/ports";

// A port (and data directory) of its own per run, so runs side by side never share a server.
// Set here in the runner's process, the value is inherited by the worker processes.
process.env.E2E_PORT ??= String(randomBrowserPort(4000, 1000, 1000));
const port = Number(process.env.E2E_PORT);
const dataDir = `.test-data/e2e-${port}`;
// The fake Google and GitHub (tests/support/fake-oauth-provider.ts) the store's social sign-in is pointed at.
const oauthPort = port + 1000;
const oauthClients = {
  GITHUB_CLIENT_ID: "e2e-github-client",
  GITHUB_CLIENT_SECRET: "e2e-github-secret",
  GOOGLE_CLIENT_ID: "e2e-google-client",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
};

/** Specs that change the whole store for everyone: they run last, on their own. */
const STORE_WIDE = /store-wide(-[a-z]+)?\.spec\.ts$/;

// Browser tests run against the built server (npm test builds first) with a throwaway data directory.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a defect to fix, not a green run (decision 155).
  retries: 0,
  workers: 2,
  // Sized for two busy cores (decision 061): a page load, hydration and an axe scan each take seconds there.
  // A test that does several of them says so itself with test.slow().
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    ["./tests/support/flaky-reporter.ts"],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: STORE_WIDE },
    // Tests that change what every page shows and charges, or count every order: only after every other test is
    // done, one at a time (decisions 170, 171). Run them alone with --project=store-wide --no-deps.
    {
      name: "store-wide",
      use: { ...devices["Desktop Chrome"] },
      testMatch: STORE_WIDE,
      dependencies: ["chromium"],
      fullyParallel: false,
      // One file at a time too: two of them at once share two cores and each other's store-wide changes (a
      // catalogue import beside a taxonomy change took twice as long, and past its time limit, in CI).
      workers: 1,
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/fake-oauth-provider.ts",
      url: `http://127.0.0.1:${oauthPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_OAUTH_PORT: String(oauthPort), ...oauthClients },
    },
    {
      command: `rm -rf ${dataDir} && node server.js`,
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        FAULT_INJECTION: "true",
        ...oauthClients,
        OAUTH_TEST_PROVIDER_URL: `http://127.0.0.1:${oauthPort}`,
        // Every browser shares 127.0.0.1 and its per-address limits (sign-up: 20 an hour). Trusting loopback as a
        // proxy lets each test's page (fixtures.ts) and the fuzz spec say, with X-Forwarded-For, which address
        // they come from, so they count against limits of their own.
        TRUST_PROXY: "127.0.0.1,::1",
        // The shortest allowed, so a browser test sees an abandoned checkout expire (order-confirmation.spec.ts).
        CHECKOUT_EXPIRY_MINUTES: "1",
        // A paid subscription's portal is shown within seconds, not the minute a store waits between sweeps.
        RENEWAL_SWEEP_SECONDS: "2",
        METRICS_TOKEN: E2E_METRICS_TOKEN,
      },
    },
  ],
});
