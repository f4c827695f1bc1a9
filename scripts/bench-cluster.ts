/**
 * `npm run bench:cluster`: pages per second through nginx (deploy/nginx-store.conf, TLS) in front of one store
 * process and in front of three, side by side in one run, with the page cache on and off; then how long a price
 * change takes to show on every process. The cluster is the cluster suite's (tests/support/store-cluster.ts):
 * PostgreSQL (a database of its own on TEST_DATABASE_URL's server), a private Redis, everything on loopback.
 *   npm run bench:cluster -- --connections 50 --duration 10 --price-trials 5
 * Figures go to stdout and bench-results/cluster.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startNginx } from "../tests/support/nginx-proxy";
import { randomBrowserPort } from "../tests/support/ports";
import { cacheProductPage, changePriceAndWait, productWithoutSale } from "../tests/support/price-change";
import { clusterDatabaseUrl, type StoreCluster, startStoreCluster } from "../tests/support/store-cluster";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    "price-trials": { type: "string", default: "5" },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const priceTrials = Number(values["price-trials"]);
if (!(connections >= 1 && connections <= 500 && duration >= 1 && duration <= 60 && priceTrials >= 1)) {
  throw new Error("--connections 1-500, --duration 1-60 s, --price-trials 1 or more");
}
const PROCESSES = 3;

type Row = { cache: string; target: string; one: number; three: number; oneErrors: number; threeErrors: number };

/** Requests per second through nginx at `port`, with every non-2xx answer and failure counted as an error. */
async function pagesPerSecond(port: number, path: string) {
  const result = await autocannon({ url: `https://localhost:${port}${path}`, connections, duration });
  return { perSecond: Math.round(result.requests.average), errors: result.errors + result.timeouts + result.non2xx };
}

/** The catalogue pages, through one process and through three, alternating so that both meet the same machine. */
async function measurePages(cluster: StoreCluster, cache: string, slug: string): Promise<Row[]> {
  const singlePort = randomBrowserPort(20_000, 10_000);
  // A second nginx from the same file, in front of the cluster's first process only.
  const single = startNginx({ port: singlePort, storePorts: [cluster.stores[0]?.port ?? 0], workers: "auto" });
  const threePort = Number(new URL(cluster.url).port);
  const rows: Row[] = [];
  try {
    for (const [target, path] of [
      ["home", "/"],
      ["products", "/products"],
      ["product page", `/product/${slug}`],
    ] as const) {
      // Every process renders the page once before it is measured.
      for (const store of cluster.stores) await (await fetch(`${store.url}${path}`)).arrayBuffer();
      const one = await pagesPerSecond(singlePort, path);
      const three = await pagesPerSecond(threePort, path);
      rows.push({
        cache,
        target,
        one: one.perSecond,
        three: three.perSecond,
        oneErrors: one.errors,
        threeErrors: three.errors,
      });
      console.log(`cache ${cache}, ${target}: ${one.perSecond} req/s with one process, ${three.perSecond} with three`);
    }
  } finally {
    await single.stop();
  }
  return rows;
}

/** Milliseconds until every process showed a changed price, per trial (each trial a new price). */
async function measurePriceChanges(cluster: StoreCluster): Promise<number[]> {
  const sql = new pg.Pool({ connectionString: clusterDatabaseUrl(cluster.database), max: 2 });
  const stores = cluster.stores.map((store) => store.url);
  const trials: number[] = [];
  try {
    const product = await productWithoutSale(sql);
    for (let trial = 0; trial < priceTrials; trial++) {
      await cacheProductPage(stores, product.slug);
      const times = await changePriceAndWait({ sql, stores, product, priceCents: 98_700 + trial, pollMs: 5 });
      trials.push(Math.max(...times));
      console.log(`price change ${trial + 1}: on every process after ${Math.round(Math.max(...times))} ms`);
      // Seconds mean the cache's lifetime carried the change, not an invalidation: more trials would say the same.
      if (Math.max(...times) > 5000) break;
    }
    await changePriceAndWait({ sql, stores, product, priceCents: product.priceCents });
  } finally {
    await sql.end();
  }
  return trials;
}

async function withCluster<T>(pageCache: boolean, run: (cluster: StoreCluster) => Promise<T>): Promise<T> {
  const cluster = await startStoreCluster({
    // Below the system's ephemeral ports, which outgoing connections take: the stores listen on the next three.
    proxyPort: randomBrowserPort(20_000, 10_000),
    processes: PROCESSES,
    nginxWorkers: "auto",
    env: { PAGE_CACHE: String(pageCache), LOG_LEVEL: "error" },
  });
  try {
    return await run(cluster);
  } finally {
    await cluster.stop();
  }
}

const loadBefore = os.loadavg();
const rows: Row[] = [];
let priceTimes: number[] = [];
for (const pageCache of [true, false]) {
  await withCluster(pageCache, async (cluster) => {
    const sql = new pg.Pool({ connectionString: clusterDatabaseUrl(cluster.database), max: 1 });
    const { slug } = await productWithoutSale(sql).finally(() => sql.end());
    rows.push(...(await measurePages(cluster, pageCache ? "on" : "off", slug)));
    if (pageCache) priceTimes = await measurePriceChanges(cluster);
  });
}

const cpu = os.cpus();
const sorted = [...priceTimes].sort((a, b) => a - b);
const load = (averages: number[]) => averages.map((average) => average.toFixed(1)).join(" ");
const report = [
  `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}; ` +
    `PostgreSQL, Redis, nginx and the load generator on the same machine; ${connections} connections, ${duration} s ` +
    `per figure, through nginx with TLS (one worker per core). Load average (1, 5, 15 min) ${load(loadBefore)} before, ${load(os.loadavg())} after.`,
  "",
  "| page cache | page | one process: req/s | three processes: req/s | errors (one / three) |",
  "| --- | --- | ---: | ---: | ---: |",
  ...rows.map((r) => `| ${r.cache} | ${r.target} | ${r.one} | ${r.three} | ${r.oneErrors} / ${r.threeErrors} |`),
  "",
  `A price change on every process of three (${sorted.length} trials): median ` +
    `${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms.`,
].join("\n");
console.log(`\n${report}`);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/cluster.md", `${report}\n`);
