import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { runServerStatements } from "~/.server/db/server-statements";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { type CuttableRelay, startCuttableRelay } from "../support/cuttable-relay";
import { randomBrowserPort } from "../support/ports";

/**
 * A PostgreSQL outage as a deployed store meets it (docs/deploying.md#operations): its own store process on a
 * database of its own, reached through a relay the test cuts and restores. Bounded: one store, a few requests.
 */
const server = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const database = `store_outage_${process.pid}`;
const port = randomBrowserPort(7000, 1000);
const base = `http://127.0.0.1:${port}`;
const product = DEMO_PRODUCTS[0];

const adminUrl = Object.assign(new URL(server), { pathname: "/postgres" }).toString();

/** Whether a PostgreSQL server answers; CI always starts one (.ci/run), a laptop may have none. */
async function postgresAnswers(): Promise<boolean> {
  return runServerStatements(adminUrl, ["select 1"]).then(
    () => true,
    () => false,
  );
}

const available = await postgresAnswers();
test.skip(!available, `no PostgreSQL answers at ${server.host}: the outage test needs one`);

let relay: CuttableRelay;
let store: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await runServerStatements(adminUrl, [
    `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
    `CREATE DATABASE ${database}`,
  ]);
  relay = await startCuttableRelay({ host: server.hostname, port: Number(server.port || 5432) });
  const databaseUrl = Object.assign(new URL(server), { port: String(relay.port), pathname: `/${database}` });
  store = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: `.test-data/outage-${port}`,
      // Every request renders, so each one meets the database.
      PAGE_CACHE: "false",
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  await expect(async () => expect((await fetch(`${base}/readyz`)).status).toBe(200)).toPass({ timeout: 150_000 });
});

test.afterAll(async () => {
  store?.kill("SIGTERM");
  await relay?.close();
  await runServerStatements(adminUrl, [`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`]);
});

test("while the database is away pages answer 503 with Retry-After and the error screen, and the store recovers by itself", async () => {
  test.setTimeout(120_000);
  if (!product) throw new Error("no demo product");
  expect((await fetch(`${base}/product/${product.slug}`)).status).toBe(200);

  relay.cut();
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(503);
  expect(ready.headers.get("retry-after")).toBe("5");
  const page = await fetch(`${base}/product/${product.slug}`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("10");
  expect(await page.text()).toContain("Failed to load product details. Please try again later.");
  // The process itself is fine: a supervisor has nothing to restart.
  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  relay.restore();
  await expect(async () => expect((await fetch(`${base}/product/${product.slug}`)).status).toBe(200)).toPass({
    timeout: 30_000,
  });
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
});
