import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { randomBrowserPort } from "./tests/support/ports";

// Three store processes behind nginx on one PostgreSQL database and a private Redis (tests/support/store-cluster.ts),
// as docs/deploying.md#several-processes deploys them: nginx on CLUSTER_E2E_PORT, the stores on the next three
// ports, the automation webhook's receiver on the one after. Loopback only.
process.env.CLUSTER_E2E_PORT ??= String(randomBrowserPort(20_000, 10_000));
const proxyPort = Number(process.env.CLUSTER_E2E_PORT);
const publicUrl = `https://localhost:${proxyPort}`;

export default defineConfig({
  testDir: "tests",
  // The cluster's own tests, and the proxy suite's journeys again, now spread over three processes.
  testMatch: ["e2e-cluster/**/*.spec.ts", "e2e-proxy/proxy.spec.ts"],
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0, // decision 155: a retry would hide a flake
  workers: 1,
  // Each test is a whole journey or a bounded load, each request through nginx and one of three processes.
  timeout: 120_000,
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
  webServer: {
    // node itself, not npx and tsx: Playwright waits for this process to exit, and a wrapper that exits first would
    // have it SIGKILL the cluster before the cluster has dropped its database.
    command: "node --import tsx tests/support/store-cluster.ts",
    url: `${publicUrl}/readyz`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // Three processes start on two busy cores: the first migrates and seeds, then the other two.
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: { CLUSTER_PORT: String(proxyPort), CLUSTER_PROCESSES: "3" },
  },
});
