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
import { POSTGRES_SERVER, resetPostgresDatabase, startStore, waitForHealthy } from "./bench-server";

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

type CatalogProduct = { id: string; stock: number; flavors: string[]; subscriptionPriceCents: number | null };

/** A three-line cart of well-stocked products, one of them a flavoured subscription where there is one. */
async function pickCart(): Promise<string[]> {
  const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as CatalogProduct[];
  // Each flavour has its own share of the units (decision 180): 100 or more for each.
  const stocked = catalog.filter((p) => p.stock >= 100 * Math.max(1, p.flavors.length));
  const flavoured = stocked.find((p) => p.flavors.length > 0 && p.subscriptionPriceCents !== null);
  const others = stocked.filter((p) => p !== flavoured && p.flavors.length === 0).slice(0, flavoured ? 2 : 3);
  const lines: { productId: string; flavor?: string; quantity: number; subscription: boolean }[] = others.map((p) => ({
    productId: p.id,
    quantity: 1,
    subscription: false,
  }));
  if (flavoured) lines.push({ productId: flavoured.id, flavor: flavoured.flavors[0], quantity: 2, subscription: true });
  if (lines.length < 3) throw new Error("The catalogue has too few products with 100 or more in stock");
  return lines.map((line) => JSON.stringify(line));
}

let sequence = 0;

/** One order as a browser without JavaScript posts it; answers the latency in ms. */
async function placeOrder(lines: string[]): Promise<number> {
  sequence += 1;
  const body = new URLSearchParams({
    firstName: "Bench",
    lastName: "Buyer",
    email: `buyer${sequence}@example.com`,
    address: "1 Loop Rd",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    country: "US",
    deliveryMethod: "shipping",
    idempotencyKey: `bench-${process.pid}-${sequence}-${Math.random().toString(36).slice(2)}`,
  });
  for (const line of lines) body.append("line", line);
  const started = performance.now();
  const response = await fetch(`${base}/checkout`, {
    method: "POST",
    body,
    redirect: "manual",
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 303) throw new Error(`checkout answered ${response.status}`);
  return ms;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
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
  const lines = await pickCart();
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
