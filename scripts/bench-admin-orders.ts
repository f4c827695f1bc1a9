/**
 * The back office's order list at 100,000 orders: p50 and p95 of `listOrders` (one page: its rows and its
 * capped count) for the first page, page 200, a search by e-mail, by name and by order number, a state filter
 * and a date range; of the header's search (`searchBackOffice`, with an account for every tenth order); then
 * one CSV export of every order. On PGlite in a temporary folder and on PostgreSQL in
 * a database of its own that it creates and drops. Loopback only; a fixed number of runs.
 *   tsx scripts/bench-admin-orders.ts [--orders 100000] [--runs 40] [--databases pglite,postgres]
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { searchBackOffice } from "~/.server/admin/search-back-office";
import { openDatabase } from "~/.server/db/client";
import { runServerStatements } from "~/.server/db/server-statements";
import { exportOrdersCsv } from "~/.server/orders/back-office/export-orders-csv";
import { listOrders } from "~/.server/orders/back-office/list-orders";
import { NO_FILTERS, type OrderListFilters } from "~/lib/admin-orders";
import { percentile, resetPostgresDatabase } from "./bench-server";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    databases: { type: "string", default: "pglite,postgres" },
    /** An administrative URL of a PostgreSQL server (its `postgres` database); the bench database sits beside it. */
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const orderCount = Number(values.orders);
const runs = Number(values.runs);
const BENCH_DATABASE = "store_bench_admin_orders";
const FIRST_NAMES = ["Dana", "Lee", "Ana", "Sam", "Kim", "Alex", "Jordan", "Taylor", "Chris", "Pat"];
const LAST_NAMES = ["Rivera", "Park", "Nguyen", "Smith", "Garcia", "Johnson", "Brown", "Lopez", "Patel", "Kowalski"];
const loadAtStart = os.loadavg();

/**
 * `count` orders in one statement: one every ten minutes back from now, 100 first/last name pairs with a
 * numbered address each, states, deliveries and test orders mixed as a busy shop's are.
 */
function insertOrdersSql(count: number) {
  const firsts = sql.raw(`ARRAY[${FIRST_NAMES.map((name) => `'${name}'`).join(",")}]`);
  const lasts = sql.raw(`ARRAY[${LAST_NAMES.map((name) => `'${name}'`).join(",")}]`);
  return sql`
    INSERT INTO orders (public_id, email, first_name, last_name, address, city, state, zip_code, delivery_method,
      subtotal_cents, shipping_cents, total_cents, payment_provider, idempotency_key, request_hash, test_mode,
      status, created_at)
    SELECT 'bench-' || g, lower(n.first) || '.' || lower(n.last) || g || '@example.com', n.first, n.last,
      g || ' Oak Ave', 'Dallas', 'TX', '75201',
      (CASE WHEN g % 7 = 0 THEN 'local' ELSE 'shipping' END)::delivery_method,
      2000 + g % 9000, 699, 2699 + g % 9000, 'test', 'bench-' || g, 'bench', g % 10 = 0,
      (ARRAY['paid','paid','packed','shipped','delivered','delivered','pending','expired','canceled','needs_attention'])[1 + g % 10]::order_status,
      now() - g * interval '10 minutes'
    FROM generate_series(1, ${count}) AS g,
      LATERAL (SELECT (${firsts})[1 + g % 10] AS first, (${lasts})[1 + (g / 10) % 10] AS last) AS n`;
}

/** An account for every tenth order's address (its number ends in 0), as a shop where some shoppers sign up. */
const INSERT_ACCOUNTS = sql`
  INSERT INTO "user" (id, name, email)
  SELECT public_id, first_name || ' ' || last_name, lower(email) FROM orders WHERE public_id LIKE '%0'`;

type Target = { name: string; page?: number; filters: (run: number) => Partial<OrderListFilters> };

/** A number g whose order is Lee Park's (g % 10 = 1, g / 10 % 10 = 1), spread over the table. */
function leeParkNumber(run: number): number {
  return 11 + 100 * ((run * 37) % Math.floor(orderCount / 100));
}

/** Each run asks something a little different, so no answer is simply the one before, cached. */
const TARGETS: Target[] = [
  { name: "first page", filters: () => ({}) },
  { name: "page 200", page: 200, filters: () => ({}) },
  { name: "search: an e-mail", filters: (run) => ({ q: `lee.park${leeParkNumber(run)}@example.com` }) },
  { name: "search: part of an e-mail", filters: (run) => ({ q: `park${leeParkNumber(run)}@` }) },
  { name: "search: a name", filters: (run) => ({ q: `${FIRST_NAMES[run % 10]} ${LAST_NAMES[(run * 3) % 10]}` }) },
  { name: "search: an order number", filters: (run) => ({ q: String(10001 + run * 2111) }) },
  { name: "state: packed", filters: () => ({ state: "packed" }) },
  {
    name: "placed within a week",
    filters: (run) => {
      const from = new Date(Date.now() - (30 + run * 7) * 86_400_000);
      const to = new Date(from.getTime() + 6 * 86_400_000);
      return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
    },
  },
];

/** The header's search box (`searchBackOffice`): orders, products and customers for one text. */
const SEARCH_TARGETS: { name: string; q: (run: number) => string }[] = [
  { name: "header search: an e-mail", q: (run) => `lee.park${leeParkNumber(run)}@example.com` },
  { name: "header search: part of an e-mail", q: (run) => `park${leeParkNumber(run)}@` },
  { name: "header search: a name", q: (run) => `${FIRST_NAMES[run % 10]} ${LAST_NAMES[(run * 3) % 10]}` },
  { name: "header search: every address", q: () => "example.com" },
];

async function timeRuns(run: (index: number) => Promise<number>): Promise<{ p50: string; p95: string; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let index = -3; index < runs; index++) {
    const started = performance.now();
    rows = await run(Math.abs(index));
    if (index >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1), rows };
}

async function measure(kind: "pglite" | "postgres") {
  const dataDir = kind === "pglite" ? mkdtempSync(path.join(os.tmpdir(), "bench-admin-orders-")) : undefined;
  const url = Object.assign(new URL(values.postgres), { pathname: `/${BENCH_DATABASE}` }).toString();
  if (kind === "postgres") await resetPostgresDatabase(BENCH_DATABASE, values.postgres);
  const handle = await openDatabase(kind === "pglite" ? { dataDir } : { url });
  try {
    await handle.migrate();
    const seeding = performance.now();
    await handle.db.execute(insertOrdersSql(orderCount));
    await handle.db.execute(INSERT_ACCOUNTS);
    await handle.db.execute(sql`ANALYZE orders`);
    await handle.db.execute(sql`ANALYZE "user"`);
    console.log(`${kind}: ${orderCount} orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    for (const target of TARGETS) {
      const { p50, p95, rows } = await timeRuns(async (run) => {
        const filters = { ...NO_FILTERS, ...target.filters(run) };
        return (await listOrders({ db: handle.db, filters, page: target.page ?? 1 })).items.length;
      });
      console.log(`| ${kind} | ${target.name} | ${p50} | ${p95} | ${rows} |`);
    }
    for (const target of SEARCH_TARGETS) {
      const { p50, p95, rows } = await timeRuns(async (run) => {
        const results = await searchBackOffice({ db: handle.db, q: target.q(run) });
        return results.orders.length + results.products.length + results.customers.length;
      });
      console.log(`| ${kind} | ${target.name} | ${p50} | ${p95} | ${rows} |`);
    }
    // The JavaScript heap while exporting, over what it held before: the batches, not the whole file.
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const exporting = performance.now();
    let bytes = 0;
    for await (const chunk of exportOrdersCsv({ db: handle.db, filters: NO_FILTERS })) {
      bytes += chunk.length;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const seconds = ((performance.now() - exporting) / 1000).toFixed(1);
    const heapGrowth = ((heapPeak - heapBefore) / 1e6).toFixed(0);
    console.log(
      `| ${kind} | CSV export, all orders | ${seconds} s | ${(bytes / 1e6).toFixed(1)} MB | heap +${heapGrowth} MB at most |`,
    );
  } finally {
    await handle.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres") {
      await runServerStatements(values.postgres, [`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`]);
    }
  }
}

console.log(`load average at start: ${loadAtStart.map((load) => load.toFixed(2)).join(" ")}; ${runs} runs a target`);
console.log("| database | measured | p50 ms | p95 ms | rows |");
for (const kind of values.databases.split(",") as ("pglite" | "postgres")[]) await measure(kind);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
