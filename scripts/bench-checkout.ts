/**
 * `npm run bench:checkout`: the latency of create-checkout (POST /checkout, the plain form a browser sends)
 * under concurrent buyers, over loopback against the built store on its own data directory.
 *   npm run bench:checkout -- --buyers 20 --orders 25 --database postgres [--port N]
 * Each buyer places --orders orders one after another, each with its own idempotency key, so every request
 * prices a cart, writes an order with its lines and outbox entry, and asks the test provider for its page.
 * --database postgres uses (and resets) postgres://postgres@127.0.0.1:5432/bench_checkout.
 */
import { rmSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { freePort } from "../tests/support/ports";
import { send } from "../tests/support/send-request";
import { nextLoopbackAddress } from "./bench-http";
import {
  benchCheckoutForm,
  POSTGRES_SERVER,
  percentile,
  pickCart,
  resetPostgresDatabase,
  startStore,
  waitForHealthy,
} from "./bench-server";

const { values } = parseArgs({
  options: {
    buyers: { type: "string", default: "20" },
    orders: { type: "string", default: "25" },
    port: { type: "string" },
    database: { type: "string", default: "pglite" },
  },
});
const buyers = Number(values.buyers);
const ordersPerBuyer = Number(values.orders);
// Other benches and test servers may be running on the machine.
const port = values.port ? Number(values.port) : await freePort();
const database = values.database;
if (!(buyers > 0 && buyers <= 200 && ordersPerBuyer > 0 && ordersPerBuyer <= 1000)) {
  throw new Error("--buyers 1-200 and --orders 1-1000");
}
if (database !== "pglite" && database !== "postgres") throw new Error("--database is pglite or postgres");

const base = `http://127.0.0.1:${port}`;
const dataDir = `.test-data/bench-checkout/${database}`;
const databaseUrl = database === "postgres" ? `${POSTGRES_SERVER}/bench_checkout` : undefined;

let sequence = 0;

/** One order as a browser without JavaScript posts it, each from a loopback address of its own; answers ms. */
async function placeOrder(lines: string[]): Promise<number> {
  sequence += 1;
  const answer = await send(`${base}/checkout`, {
    agent: false,
    method: "POST",
    form: benchCheckoutForm(lines, `bench-${process.pid}-${sequence}`),
    from: nextLoopbackAddress(),
  });
  if ("timedOut" in answer) throw new Error("checkout timed out");
  if (answer.status !== 303) throw new Error(`checkout answered ${answer.status}`);
  return answer.ms;
}

rmSync(dataDir, { recursive: true, force: true });
if (databaseUrl) await resetPostgresDatabase("bench_checkout");
const server = startStore(port, {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  // The bench pays with the built-in test provider, whatever the shell configures.
  PAYMENT_PROVIDER: undefined,
});
try {
  await waitForHealthy(server, base);
  const lines = await pickCart(base);
  // A few orders first, so the figures are of a warm server.
  for (let i = 0; i < 10; i += 1) await placeOrder(lines);

  const loadBefore = os.loadavg()[0] ?? 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      for (let i = 0; i < ordersPerBuyer; i += 1) latencies.push(await placeOrder(lines));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const cpu = os.cpus();
  const round = (ms: number) => Math.round(ms);
  console.log(
    [
      `create-checkout, ${database}: ${buyers} concurrent buyers x ${ordersPerBuyer} orders = ${sorted.length} orders ` +
        `in ${seconds.toFixed(1)} s (${(sorted.length / seconds).toFixed(1)} orders/s).`,
      `p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, ` +
        `p99 ${round(percentile(sorted, 99))} ms, max ${round(sorted.at(-1) ?? 0)} ms.`,
      `${cpu.length} x ${cpu[0]?.model.trim()}, Node ${process.version}; 1-minute load average ` +
        `${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after.`,
    ].join("\n"),
  );
} finally {
  server.kill("SIGTERM");
}
