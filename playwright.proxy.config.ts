import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { randomBrowserPort } from "./tests/support/ports";

// The store behind nginx terminating TLS (tests/e2e-proxy), as in docs/deploying.md: ports of its own, loopback only.
process.env.PROXY_E2E_PORT ??= String(randomBrowserPort(5000, 1000));
const proxyPort = Number(process.env.PROXY_E2E_PORT);
const storePort = proxyPort + 1000;
const dataDir = `.test-data/e2e-proxy-${storePort}`;
const publicUrl = `https://localhost:${proxyPort}`;

export default defineConfig({
  testDir: "tests/e2e-proxy",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0, // decision 155: a retry would hide a flake
  workers: 1,
  // Each test is a whole journey (a purchase, an account, six contact messages), each step through two servers.
  timeout: 120_000,
  // Sign-in hashes a password and checkout writes an order: slower than a page, more so on a busy machine.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: publicUrl,
    // The certificate is made for this run (tests/support/nginx-proxy.ts).
    ignoreHTTPSErrors: true,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node server.js`,
      url: `http://127.0.0.1:${storePort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(storePort),
        PUBLIC_URL: publicUrl,
        // nginx, and the load balancer the tests play in front of it (see proxy.spec.ts).
        TRUST_PROXY: "2",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
      },
    },
    {
      command: "npx tsx tests/support/nginx-proxy.ts",
      url: `${publicUrl}/readyz`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: { PROXY_PORT: String(proxyPort), STORE_PORT: String(storePort) },
    },
  ],
});
