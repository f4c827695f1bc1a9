import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runServerStatements } from "~/.server/db/server-statements";
import { type CuttableRelay, startCuttableRelay } from "../support/cuttable-relay";
import {
  freePort,
  type PrivatePostgres,
  type PrivateRedis,
  startPrivatePostgres,
  startPrivateRedis,
} from "../support/private-services";
import { type Answer, type PurchaseLoad, startPurchaseLoad, stockedCartLines } from "../support/purchase-load";
import { type StoreProcess, startStoreProcess } from "../support/store-process";

/**
 * The store's outages as two processes behind a load balancer meet them (decisions 152, 153, 156): a private
 * PostgreSQL reached through a relay the test cuts, restarted, and a private Redis stopped, under a bounded
 * purchase load. No process may end, no request may hang past the bound, the database's outages answer 503 with
 * Retry-After and /readyz 503 at once, and every order the shoppers paid for ends paid.
 */

/** A request waits at most for a connection (5 s, decision 153) and the outage check (1 s); the rest is for two busy cores. */
const REQUEST_BOUND_MS = 10_000;
const OUTAGE_RETRY_AFTER = "10";

let postgres: PrivatePostgres;
let redis: PrivateRedis;
let relay: CuttableRelay;
let dataDir: string;
const stores: StoreProcess[] = [];
let cartLines: string[];

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readiness(store: StoreProcess) {
  const response = await fetch(`${store.base}/readyz`, { signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
  const body = (await response.json()) as { redis: string };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), redis: body.redis };
}

function load(): PurchaseLoad {
  return startPurchaseLoad({
    stores,
    cartLines,
    shoppers: 4,
    maxPurchases: 60,
    requestBoundMs: REQUEST_BOUND_MS,
    pauseAfterFailureMs: 250,
  });
}

/** Purchases keep being paid for: a few more since `since`. */
function morePaid(purchases: PurchaseLoad, since: number, count = 3) {
  return until(() => purchases.paidSince(since) >= count, `${count} purchases paid for`);
}

/** The database's outage, cut from `from` to `to`: whatever failed inside it failed as a 503 with Retry-After. */
function expectOutageAnswers(answers: Answer[], from: number, to: number) {
  const inside = answers.filter((answer) => answer.startedAt >= from && answer.endedAt < to);
  const failed = inside.filter((answer) => answer.status === null || answer.status >= 400);
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.filter((answer) => answer.status !== 503 || answer.retryAfter !== OUTAGE_RETRY_AFTER)).toEqual([]);
}

function expectEveryRequestAnswered(answers: Answer[]) {
  expect(answers.filter((answer) => answer.status === null)).toEqual([]);
}

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("the fault suite runs the built store: npm run build");
  [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  await runServerStatements(postgres.url("postgres"), ["CREATE DATABASE store"]);
  relay = await startCuttableRelay({ host: "127.0.0.1", port: postgres.port });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "store-faults-"));
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${relay.port}/store`,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    PAYMENT_PROVIDER: "test",
    // The load's shoppers each come from an address of their own (X-Forwarded-For), as behind one proxy.
    TRUST_PROXY: "1",
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i++) stores.push(await startStoreProcess({ port: await freePort(), env }));
  cartLines = await stockedCartLines(stores[0] as StoreProcess);
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.stop()));
  await relay?.close();
  await Promise.all([postgres?.destroy(), redis?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("two store processes under a purchase load", () => {
  it("answer 503 with Retry-After while the database connection is cut, and serve again once it is back", async () => {
    const purchases = load();
    await morePaid(purchases, 0);
    const cutAt = Date.now();
    relay.cut();
    for (const store of stores) {
      expect(await readiness(store)).toMatchObject({ status: 503, retryAfter: "5" });
    }
    await until(
      () => purchases.answers.filter((answer) => answer.startedAt >= cutAt).length >= 6,
      "requests in the cut",
    );
    const restoredAt = Date.now();
    relay.restore();
    await morePaid(purchases, restoredAt);
    await purchases.stop();
    expectOutageAnswers(purchases.answers, cutAt, restoredAt);
    expectEveryRequestAnswered(purchases.answers);
    await expectEveryPaidOrderPaid(purchases);
  });

  it("answer 503 with Retry-After while PostgreSQL restarts, and serve again once it is back", async () => {
    const purchases = load();
    await morePaid(purchases, 0);
    const stoppedAt = Date.now();
    await postgres.stop();
    for (const store of stores) {
      expect(await readiness(store)).toMatchObject({ status: 503, retryAfter: "5" });
    }
    await until(
      () => purchases.answers.filter((answer) => answer.startedAt >= stoppedAt).length >= 6,
      "requests while PostgreSQL is down",
    );
    const startingAt = Date.now();
    await postgres.start();
    await morePaid(purchases, startingAt);
    await purchases.stop();
    expectOutageAnswers(purchases.answers, stoppedAt, startingAt);
    expectEveryRequestAnswered(purchases.answers);
    await expectEveryPaidOrderPaid(purchases);
  });

  it("keep selling while Redis is stopped, rate limits counting in the database, and use Redis again once it is back", async () => {
    const purchases = load();
    await morePaid(purchases, 0);
    await redis.stop();
    // Redis away is not a reason to take a process out of the load balancer (decision 152).
    await until(
      async () => (await Promise.all(stores.map(readiness))).every((r) => r.status === 200 && r.redis === "down"),
      "both stores ready with Redis down",
    );
    await morePaid(purchases, Date.now());
    await redis.start();
    await until(
      async () => (await Promise.all(stores.map(readiness))).every((r) => r.status === 200 && r.redis === "up"),
      "both stores back on Redis",
    );
    await morePaid(purchases, Date.now());
    await purchases.stop();
    expect(purchases.answers.filter((answer) => answer.status !== 303)).toEqual([]);
    await expectEveryPaidOrderPaid(purchases);
  });

  it("are both still running: nothing crashed", async () => {
    for (const store of stores) {
      expect(store.exited(), store.errorOutput()).toBeNull();
      expect((await fetch(`${store.base}/healthz`)).status).toBe(200);
    }
  });
});

/**
 * Every order whose payment the hosted page took ends paid: its webhook went through the outbox, whichever
 * outage it met. Read from PostgreSQL itself, not through the relay.
 */
async function expectEveryPaidOrderPaid(purchases: PurchaseLoad) {
  const paid = new Set(purchases.purchases.filter((purchase) => purchase.paid).map((purchase) => purchase.publicId));
  expect(paid.size).toBeGreaterThan(0);
  let unpaid: string[] = [];
  await until(
    async () => {
      const [rows] = await runServerStatements(postgres.url("store"), ["select public_id, status from orders"]);
      const status = new Map((rows as { public_id: string; status: string }[]).map((r) => [r.public_id, r.status]));
      unpaid = [...paid].filter((publicId) => status.get(publicId) !== "paid");
      return unpaid.length === 0;
    },
    "every paid order paid",
    90_000,
  ).catch(() => undefined);
  expect(unpaid).toEqual([]);
}
