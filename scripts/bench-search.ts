/**
 * Search latency: p50 and p95 of the search page's data request and of the suggestions endpoint, on the demo
 * catalogue and on 50,000 generated products, with PGlite and with PostgreSQL. Loopback only, bounded runs.
 * Needs a build (`npm run build`); catalogues are seeded once and kept under .test-data/bench-search.
 *   tsx scripts/bench-search.ts --postgres postgres://postgres@127.0.0.1:5432/postgres --duration 10
 *   tsx scripts/bench-search.ts --databases pglite --sizes demo
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "~/.server/db/client";
import { seedDemo, seedGeneratedProducts } from "~/.server/demo";
import { createPostgresSearchEngine } from "~/.server/search/postgres-engine";
import { SUGGESTIONS_PATH, searchHref, searchParamsOf } from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";
import { percentile, resetPostgresDatabase, startStore, waitForHealthy } from "./bench-server";

const { values } = parseArgs({
  options: {
    databases: { type: "string", default: "pglite,postgres" },
    sizes: { type: "string", default: "demo,50000" },
    /** An administrative URL of a PostgreSQL server (its `postgres` database); bench databases are made beside it. */
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "1" },
    port: { type: "string", default: "3997" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const benchDir = path.resolve(".test-data/bench-search");
// Other work on the machine inflates every figure; the load average says how much there was.
const loadAtStart = os.loadavg();

/** What shoppers search: whole terms (some misspelt, some filtered) and terms typed letter by letter. */
const SEARCHES = [
  { term: "protein" },
  { term: "whey protein" },
  { term: "creatine" },
  { term: "pre workout" },
  { term: "gorilla mind" },
  { term: "prtein" },
  { term: "creatin" },
  { term: "gorila mind" },
  { term: "vitamin d3" },
  { term: "collagen" },
  { term: "protein", sort: "price-asc" as const },
  { term: "pre workout", price: "25-50" as const },
  { term: "creatine", category: "creatine" },
];
const TYPED = ["protein", "gorilla", "creatine", "whey", "vitamin"].flatMap((word) =>
  Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
);

const httpTargets = [
  // React Router's data request for the page: the loader's work without the HTML.
  { name: "search", paths: SEARCHES.map((search) => searchHref(search).replace("/search?", "/search.data?")) },
  { name: "suggestions", paths: TYPED.map((term) => `${SUGGESTIONS_PATH}?${new URLSearchParams({ q: term })}`) },
];

type DatabaseKind = "pglite" | "postgres";
type Size = "demo" | number;

function databaseUrl(database: string): string {
  return Object.assign(new URL(values.postgres), { pathname: `/${database}` }).toString();
}

/** A seeded store for the database and size, made once: its environment for server.js. */
async function prepareStore(database: DatabaseKind, size: Size): Promise<Record<string, string>> {
  const label = `${database}-${size}`;
  const dataDir = path.join(benchDir, label);
  const marker = path.join(dataDir, "seeded");
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (database === "postgres") env.DATABASE_URL = databaseUrl(`store_bench_search_${size}`);
  if (existsSync(marker) && readFileSync(marker, "utf8") === String(size)) return env;

  console.log(`Seeding ${label} (once)...`);
  mkdirSync(dataDir, { recursive: true });
  if (database === "postgres") {
    await resetPostgresDatabase(`store_bench_search_${size}`, values.postgres);
  }
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, "pglite") },
  );
  await handle.migrate();
  await seedDemo({ db: handle.db });
  if (size !== "demo") await seedGeneratedProducts({ db: handle.db, count: size });
  await handle.close();
  writeFileSync(marker, String(size));
  return env;
}

type Figures = { requests: number; p50: number; p95: number; errors: number };

function figuresOf(latencies: number[], errors: number): Figures {
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

/** The engine itself, in this process and without the result cache: every call is database work. */
async function measureEngine(env: Record<string, string>): Promise<Record<string, Figures>> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR ?? "", "pglite") },
  );
  // A store seeded by an earlier version gets this version's schema before it is measured.
  await handle.migrate();
  const engine = createPostgresSearchEngine(handle.db);
  const calls = {
    search: SEARCHES.map((search) => () => engine.search(parseSearchRequest(searchParamsOf(search)))),
    suggestions: TYPED.map((term) => () => engine.suggest(term)),
  };
  const figures: Record<string, Figures> = {};
  try {
    for (const [name, list] of Object.entries(calls)) {
      for (const call of list) await call();
      const latencies: number[] = [];
      const until = Date.now() + duration * 1000;
      for (let i = 0; Date.now() < until; i++) {
        const started = performance.now();
        await list[i % list.length]?.();
        latencies.push(performance.now() - started);
      }
      figures[name] = figuresOf(latencies, 0);
    }
  } finally {
    await handle.close();
  }
  return figures;
}

/** Every request's own latency (autocannon's histogram has no p95), cycling through the paths. */
async function measureHttp(paths: string[]) {
  for (const warmUp of paths) await fetch(`${base}${warmUp}`);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: paths.map((requestPath) => ({ method: "GET" as const, path: requestPath })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return figuresOf(latencies, result.errors + result.non2xx);
}

const rows: string[] = [];
function report(database: DatabaseKind, size: Size, measured: string, figures: Figures) {
  const catalogue = size === "demo" ? "demo (125)" : size.toLocaleString("en-US");
  const line = `| ${database} | ${catalogue} | ${measured} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.requests} | ${figures.errors} |`;
  console.log(line);
  rows.push(line);
}

for (const database of values.databases.split(",") as DatabaseKind[]) {
  for (const sizeText of values.sizes.split(",")) {
    const size: Size = sizeText === "demo" ? "demo" : Number(sizeText);
    const env = await prepareStore(database, size);
    // PGlite admits one process at a time: the engine is measured before the server opens the store.
    for (const [name, figures] of Object.entries(await measureEngine(env)))
      report(database, size, `${name}: engine, uncached`, figures);
    const server = startStore(port, env);
    try {
      await waitForHealthy(server, base);
      for (const target of httpTargets) {
        report(database, size, `${target.name}: HTTP, result cache`, await measureHttp(target.paths));
      }
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  }
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const loadText = (load: number[]) => load.map((n) => n.toFixed(1)).join(" / ");
const table = [
  `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${connections} connection(s), ${duration} s per row; load average (1/5/15 min) ${loadText(loadAtStart)} at the start, ${loadText(os.loadavg())} at the end.`,
  "",
  "| database | catalogue | measured | p50 ms | p95 ms | requests | errors |",
  "| --- | --- | --- | ---: | ---: | ---: | ---: |",
  ...rows,
].join("\n");
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/search-latest.md", `${table}\n`);
console.log(`\n${table}`);
