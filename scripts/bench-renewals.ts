/**
 * `npm run bench:renewals`: Subscribe & Save's renewal day at scale (decision 228). The built store, its card
 * provider a local Square stand-in answering each charge in --latency ms, finds --subscriptions subscriptions due
 * (one shopper and card each) and renews them with its own sweep, while shoppers keep loading cached pages.
 *   npm run bench:renewals -- --database postgres --subscriptions 10000 --latency 150
 * Reports the time until every renewal is paid, double charges (a key Square charged twice), lost renewals (a due
 * subscription without its paid order), and the cached pages' rate during the sweep against the rate without it.
 * --database postgres uses (and resets) postgres://postgres@127.0.0.1:5432/bench_renewals.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { openDatabase } from "~/.server/db/client";
import { orders, productVariants, renewalCharges, savedCards, subscriptions, user } from "~/.server/db/schema";
import { addDays, storeDay } from "~/lib/store-time";
import { startFakeSquare } from "../tests/support/fake-square-server";
import { freePort } from "../tests/support/ports";
import { POSTGRES_SERVER, resetPostgresDatabase, startStore, waitForHealthy } from "./bench-server";

const { values } = parseArgs({
  options: {
    database: { type: "string", default: "pglite" },
    subscriptions: { type: "string", default: "10000" },
    latency: { type: "string", default: "150" },
    "page-seconds": { type: "string", default: "15" },
    "limit-minutes": { type: "string", default: "20" },
  },
});
const database = values.database;
if (database !== "pglite" && database !== "postgres") throw new Error("--database is pglite or postgres");
const count = Number(values.subscriptions);
if (!(count > 0 && count <= 50_000)) throw new Error("--subscriptions 1-50000");
const limitMs = Number(values["limit-minutes"]) * 60_000;
const pageMs = Number(values["page-seconds"]) * 1000;

const ACCESS_TOKEN = "bench-renewals-token";
const LOCATION_ID = "L-BENCH";
const dataDir = path.resolve(`.test-data/bench-renewals/${database}`);
const databaseUrl = database === "postgres" ? `${POSTGRES_SERVER}/bench_renewals` : undefined;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const square = await startFakeSquare({
  accessToken: ACCESS_TOKEN,
  locationId: LOCATION_ID,
  chargeLatencyMs: Number(values.latency),
});
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  WEB_CONCURRENCY: "1",
  PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO: "true",
  PAYMENT_PROVIDER: "square",
  SQUARE_ACCESS_TOKEN: ACCESS_TOKEN,
  SQUARE_LOCATION_ID: LOCATION_ID,
  SQUARE_WEBHOOK_SIGNATURE_KEY: "bench-renewals-signature-key",
  SQUARE_API_BASE_URL: square.url,
  RENEWAL_SWEEP_SECONDS: "1",
};

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

/** Cached pages served in `ms` by 8 shoppers loading the home page and the catalogue one after another. */
async function pageRate(ms: number): Promise<number> {
  const until = Date.now() + ms;
  let served = 0;
  const shopper = async (page: string) => {
    while (Date.now() < until) {
      const response = await fetch(`${base}${page}`);
      await response.arrayBuffer();
      if (response.ok) served += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, i) => shopper(i % 2 ? "/" : "/products")));
  return served / (ms / 1000);
}

function openBenchDatabase() {
  return databaseUrl ? openDatabase({ url: databaseUrl }) : openDatabase({ dataDir: path.join(dataDir, "pglite") });
}

/** `count` shoppers, each with a card Square keeps and one subscription due yesterday, on a well-stocked product. */
async function insertDueSubscriptions(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    const { db } = handle;
    const [variant] = await db
      .select({
        productId: productVariants.productId,
        title: sql<string>`(select title from products where id = ${productVariants.productId})`,
        slug: sql<string>`(select slug from products where id = ${productVariants.productId})`,
      })
      .from(productVariants)
      .where(isNull(productVariants.flavor))
      .limit(1);
    if (!variant) throw new Error("the demo catalogue has no product without flavours");
    await db.execute(sql`update product_variants set stock = ${count * 10} where product_id = ${variant.productId}`);
    await db.execute(
      sql`update products set stock = ${count * 10}, subscription_price_cents = coalesce(subscription_price_cents, price_cents * 9 / 10) where id = ${variant.productId}`,
    );
    const due = addDays(storeDay(new Date()), -1);
    for (let from = 0; from < count; from += 1000) {
      const ids = Array.from({ length: Math.min(1000, count - from) }, (_, i) => from + i);
      await db
        .insert(user)
        .values(
          ids.map((i) => ({ id: `bench-${i}`, email: `bench-${i}@example.com`, name: "Bench", emailVerified: true })),
        );
      const cards = await db
        .insert(savedCards)
        .values(
          ids.map((i) => ({
            userId: `bench-${i}`,
            provider: "square",
            providerCustomerId: `CUST-${i}`,
            providerCardId: `ccof:bench-${i}`,
            brand: "Visa",
            last4: "1111",
          })),
        )
        .returning({ id: savedCards.id, userId: savedCards.userId });
      await db.insert(subscriptions).values(
        cards.map((card) => ({
          userId: card.userId,
          productId: variant.productId,
          productSlug: variant.slug,
          title: variant.title,
          quantity: 1,
          unitPriceCents: 0,
          cadenceWeeks: 4,
          nextRenewalOn: due,
          email: `${card.userId}@example.com`,
          firstName: "Bench",
          lastName: "Shopper",
          address: "12 Main St",
          city: "Austin",
          state: "TX",
          zipCode: "78701",
          deliveryMethod: "shipping" as const,
          cardId: card.id,
        })),
      );
      for (const i of ids) {
        square.cards.set(`ccof:bench-${i}`, {
          id: `ccof:bench-${i}`,
          customer_id: `CUST-${i}`,
          card_brand: "VISA",
          last_4: "1111",
          enabled: true,
        });
      }
    }
  } finally {
    await handle.close();
  }
}

async function verify() {
  const handle = await openBenchDatabase();
  try {
    const { db } = handle;
    const [paid] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.renewal, true), eq(orders.status, "paid")));
    const [charges] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(renewalCharges)
      .where(eq(renewalCharges.status, "paid"));
    const [stillDue] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(lte(subscriptions.nextRenewalOn, storeDay(new Date())));
    return { paidOrders: paid?.n ?? 0, paidCharges: charges?.n ?? 0, stillDue: stillDue?.n ?? 0 };
  } finally {
    await handle.close();
  }
}

function chargeRequests() {
  return square.requests.filter((request) => request.method === "POST" && request.path === "/v2/payments");
}

if (databaseUrl) await resetPostgresDatabase("bench_renewals");
rmSync(dataDir, { recursive: true, force: true });

// The store alone: migrated, seeded, its cached pages' rate without a sweep at work.
let server = startStore(port, env);
await waitForHealthy(server, base);
await pageRate(3000);
const quietRate = await pageRate(pageMs);
await stop(server);

await insertDueSubscriptions();
server = startStore(port, env);
await waitForHealthy(server, base);
const started = Date.now();
const busyRate = await pageRate(pageMs);
while (square.payments.size < count && Date.now() - started < limitMs) await new Promise((r) => setTimeout(r, 500));
const renewedMs = Date.now() - started;
// The last charges' answers are being written: a moment for the sweep to settle them.
await new Promise((resolve) => setTimeout(resolve, 5000));
await stop(server);
const outcome = await verify();
await square.close();

const keys = chargeRequests().map((request) => String(request.body?.idempotency_key));
const lost = count - outcome.paidOrders;
console.log(
  JSON.stringify(
    {
      database,
      subscriptions: count,
      latencyMs: Number(values.latency),
      renewedSeconds: Math.round(renewedMs / 100) / 10,
      squarePayments: square.payments.size,
      chargeRequests: keys.length,
      // A renewal charged twice would be a second payment for one paid order (Square's key replay stops only a repeat).
      doubleCharges: Math.max(0, square.payments.size - outcome.paidOrders),
      lostRenewals: lost,
      ...outcome,
      cachedPagesPerSecond: { withoutSweep: Math.round(quietRate), duringSweep: Math.round(busyRate) },
      cachedPageRateKept: `${Math.round((busyRate / quietRate) * 100)}%`,
    },
    null,
    2,
  ),
);
process.exit(0);
