/**
 * `npm run bench`: serves the built store on its own data directory and measures it with autocannon
 * over loopback: each target's latency alone (requests one at a time), then its throughput and latency
 * under concurrent clients. Figures go to stdout and bench-results/{database}-{products}-cache-{on|off}.md.
 *   npm run bench -- --products 50000 --database postgres --page-cache off --connections 50 --duration 10
 * --products N adds N generated products to the demo catalogue (the PGlite data is kept and reused);
 * --database postgres uses (and resets) postgres://postgres@127.0.0.1:5432/bench_store.
 * --only js measures only the JavaScript a first visit to the product page downloads (seconds, not minutes).
 * --only lighthouse runs Lighthouse's mobile audit on home, products, a product page and search (scripts/bench-lighthouse.ts).
 * --only mixed runs browsing shoppers and checkouts at once (scripts/bench-mixed.ts), --duration seconds (45):
 *   npm run bench -- --only mixed --shoppers 100 --checkouts-per-second 5 --database pglite
 * --soak 30m runs a long uncached load and samples the store's memory (scripts/bench-soak.ts); --soak-requests
 *   caps its requests (1,000,000). The page cache is off unless --page-cache on is given:
 *   npm run bench -- --soak 30m --database postgres --products 2000
 * --plain gzip-pages,pglite-statements measures with those engine-room optimisations off (PLAIN_PATHS, decision 227):
 *   npm run bench -- --products 50000 --page-cache off --plain pglite-statements
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { asc } from "drizzle-orm";
import { type Database, openDatabase } from "~/.server/db/client";
import { prepareDatabase } from "~/.server/db/prepare";
import { products, session, staffMembers, user } from "~/.server/db/schema";
import { seedDemo, seedGeneratedProducts } from "~/.server/demo";
import { modulesStartedAfterPaint } from "~/.server/html/scripts-after-paint";
import { databaseImageStore } from "~/.server/images/store/database";
import { isPlaceholderImage } from "~/lib/product";
import { measureLighthouse } from "./bench-lighthouse";
import { measureMixedLoad } from "./bench-mixed";
import { POSTGRES_SERVER, resetPostgresDatabase, startStore, waitForHealthy } from "./bench-server";
import { measureSoak, parseSoakDuration } from "./bench-soak";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string" },
    port: { type: "string", default: "3998" },
    products: { type: "string", default: "0" },
    database: { type: "string", default: "pglite" },
    "page-cache": { type: "string" },
    plain: { type: "string", default: "" },
    only: { type: "string" },
    shoppers: { type: "string", default: "100" },
    "checkouts-per-second": { type: "string", default: "5" },
    soak: { type: "string" },
    "soak-requests": { type: "string", default: "1000000" },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration ?? (values.only === "mixed" ? 45 : 10));
const port = Number(values.port);
const generatedProducts = Number(values.products);
const database = values.database;
const soakSeconds = values.soak === undefined ? undefined : parseSoakDuration(values.soak);
// A soak measures what no cache answers: the page cache is off unless asked for.
const pageCache = (values["page-cache"] ?? (soakSeconds === undefined ? "on" : "off")) === "on";
if (!Number.isInteger(generatedProducts) || generatedProducts < 0) throw new Error("--products needs a whole number");
if (database !== "pglite" && database !== "postgres") throw new Error("--database is pglite or postgres");
if (values.only !== undefined && !["js", "lighthouse", "mixed"].includes(values.only)) {
  throw new Error("--only takes js, lighthouse or mixed");
}
if (values.only !== undefined && soakSeconds !== undefined) throw new Error("--soak and --only go separately");
/** The soak's store: its own secret (its staff session is made here) and metrics token. */
const SOAK_SECRET = "bench-soak-secret-0123456789abcdef0123456789";
const SOAK_METRICS_TOKEN = "bench-soak-metrics-0123456789";

const base = `http://127.0.0.1:${port}`;
const plainPaths = values.plain;
/** Said in every report's heading, so a table measured with optimisations off is never read as the store's. */
const plainNote = plainPaths ? `, plain paths: ${plainPaths}` : "";
const label = `${database}-${generatedProducts}-cache-${pageCache ? "on" : "off"}${plainPaths ? `-plain-${plainPaths.replaceAll(",", "-")}` : ""}`;
const dataDir = `.test-data/bench/${database}-${generatedProducts}`;
const databaseUrl = database === "postgres" ? `${POSTGRES_SERVER}/bench_store` : undefined;
/** What a browser sends for an <img>: the endpoint answers AVIF. */
const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

/** A product from the middle of the catalogue (by slug) that has a real photo. */
async function pickProduct(db: Database): Promise<{ slug: string; image: string }> {
  const total = await db.$count(products);
  const rows = await db
    .select({ slug: products.slug, images: products.images })
    .from(products)
    .orderBy(asc(products.slug))
    .offset(Math.floor(total / 2))
    .limit(100);
  for (const row of rows) {
    const image = row.images[0];
    if (image && !isPlaceholderImage(image)) return { slug: row.slug, image };
  }
  throw new Error("No product with a photo in the middle of the catalogue");
}

/**
 * An owner signed in with a second factor, written straight into the database, and the cookie Better Auth
 * would have set for that session (its token, signed with the soak's secret: HMAC-SHA256, base64).
 */
async function createOwnerSession(db: Database): Promise<string> {
  const id = `soak-owner-${randomUUID()}`;
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(user)
    .values({ id, name: "Soak Owner", email: `${id}@example.com`, emailVerified: true, twoFactorEnabled: true });
  await db.insert(staffMembers).values({ userId: id, role: "owner" });
  await db.insert(session).values({ id, token, userId: id, aal: "aal2", expiresAt: new Date(Date.now() + 86_400_000) });
  const signature = createHmac("sha256", SOAK_SECRET).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Migrates and seeds the demo catalogue, adds the generated products, and picks the product to
 * measure. A PGlite data directory marked complete is reused as it is.
 */
async function prepareCatalogue(): Promise<{ slug: string; image: string; adminCookie?: string }> {
  const completeMarker = path.join(dataDir, "bench-catalogue-complete");
  const reuse = !databaseUrl && existsSync(completeMarker);
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await resetPostgresDatabase("bench_store");
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "pglite") });
  try {
    if (!reuse) {
      const started = performance.now();
      await prepareDatabase({ handle });
      await seedDemo({ db: handle.db, imageStore: databaseImageStore({ db: handle.db }) });
      if (generatedProducts > 0) await seedGeneratedProducts({ db: handle.db, count: generatedProducts });
      // On PostgreSQL nothing else has made the folder (the store's images still go there).
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(completeMarker, "");
      console.log(`Catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${database}).`);
    }
    const picked = await pickProduct(handle.db);
    if (soakSeconds === undefined) return picked;
    return { ...picked, adminCookie: await createOwnerSession(handle.db) };
  } finally {
    await handle.close();
  }
}

/**
 * Waits until a static file answers quickly again: requests autocannon gave up on are still being rendered, and
 * that backlog would otherwise be charged to the next target. Not the health check: it skips the line.
 */
async function waitForIdle(deadline = Date.now() + 300_000) {
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${base}/favicon.svg`)).arrayBuffer();
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server was still busy 5 minutes after the last target");
}

type Target = { name: string; path: string; headers?: Record<string, string> };

/** Requests sent one at a time per target: their median is a page's latency with no queue in front of it. */
const SEQUENTIAL_REQUESTS = 100;

/**
 * Requests before those, unmeasured. The first fills the caches (page, image variant); the rest let V8 compile
 * the page's own code, as a shop's server has after its first minute. With one, a page measured first was
 * timed half-compiled: the same product page took 11.4–12.3 ms alone, then 6.3–9.0 ms as the next target.
 */
const WARM_UP_REQUESTS = 50;

/** What a browser says it takes: the store answers gzip. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/**
 * One request on a kept-alive connection, timed to its last byte, which is left compressed: the server's latency,
 * as autocannon times it under load. Node's fetch would add its own unpacking, in its thread pool, to every figure.
 */
function timeOneRequest(agent: http.Agent, url: string, headers: Record<string, string> | undefined): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING, ...headers } });
    request.on("response", (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(performance.now() - started));
    });
    request.on("error", reject);
  });
}

async function medianLatencyAlone(url: string, headers: Record<string, string> | undefined): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await timeOneRequest(agent, url, headers);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) times.push(await timeOneRequest(agent, url, headers));
    times.sort((a, b) => a - b);
    return Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10;
  } finally {
    agent.destroy();
  }
}

async function measure(target: Target) {
  const url = `${base}${target.path}`;
  const aloneMs = await medianLatencyAlone(url, target.headers);
  const loaded = await autocannon({ url, headers: target.headers, connections, duration });
  return {
    aloneMs,
    requestsPerSecond: Math.round(loaded.requests.average),
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    /** Failed connections and requests without an answer within autocannon's 10 s timeout. */
    errors: loaded.errors,
    non2xx: loaded.non2xx,
  };
}

type JavaScriptFile = { url: string; gzipBytes: number };

/**
 * The scripts a page makes the browser download: module preloads (in the head or started after the first paint),
 * module scripts and the inline script's imports. Not every /assets/*.js the HTML mentions: the inline route
 * manifest also names the modules of routes not visited (home, not-found), which load only on navigation.
 */
function scriptsOfPage(html: string): string[] {
  const patterns = [
    /<link rel="modulepreload"[^>]* href="([^"]+\.js)"/g,
    /<script[^>]* src="([^"]+\.js)"/g,
    /\bimport(?:\s*\(\s*|[^;"]*?\bfrom\s*|\s+)"([^"]+\.js)"/g,
  ];
  const found = patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1] ?? ""));
  return [...new Set([...found, ...modulesStartedAfterPaint(html)].filter(Boolean))];
}

/** The JavaScript a first visit to a page downloads, each file gzipped. */
async function firstVisitJavaScript(pagePath: string): Promise<{ files: JavaScriptFile[]; gzipBytes: number }> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const urls = scriptsOfPage(html);
  const files: JavaScriptFile[] = [];
  for (const url of urls) {
    const source = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    files.push({ url, gzipBytes: gzipSync(source).length });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function javaScriptSummary(javascript: { files: JavaScriptFile[]; gzipBytes: number }): string {
  return `First visit to the product page: ${javascript.files.length} JavaScript files, ${kib(javascript.gzipBytes)} (${javascript.gzipBytes} bytes) gzipped.`;
}

/** Every file of the first visit, largest first: where the budget goes (docs/performance.md). */
function javaScriptBreakdown(javascript: { files: JavaScriptFile[] }): string {
  return [
    "| file | gzipped |",
    "| --- | ---: |",
    ...javascript.files.map((file) => `| ${file.url.replace(/-[\w-]{8}\.js$/, ".js")} | ${kib(file.gzipBytes)} |`),
  ].join("\n");
}

const product = await prepareCatalogue();
const targets: Target[] = [
  { name: "static file (ceiling)", path: "/favicon.svg" },
  { name: "readiness (1 query)", path: "/readyz" },
  { name: "home", path: "/" },
  { name: "products", path: "/products" },
  { name: "product page", path: `/product/${product.slug}` },
  // A signed-in shopper's browser sends its session cookie with every page request.
  {
    name: "product page, signed in",
    path: `/product/${product.slug}`,
    headers: { Cookie: "better-auth.session_token=bench-session.signature" },
  },
  { name: "unknown address (404)", path: "/wp-login.php" },
  { name: "brand page", path: "/brands/bucked-up" },
  { name: "image, w=400 (AVIF)", path: `${product.image}?w=400`, headers: { Accept: IMAGE_ACCEPT } },
];

/** The load figures of every target, then the first visit's JavaScript; written to bench-results/. */
async function measureEverything() {
  // Other work on the machine skews every figure; the report says how busy it was.
  const loadBefore = os.loadavg()[0] ?? 0;
  const rows = [];
  for (const target of targets) {
    await waitForIdle();
    const figures = await measure(target);
    rows.push({ ...target, ...figures });
    console.log(
      `${target.name.padEnd(24)} alone ${figures.aloneMs} ms  ${String(figures.requestsPerSecond).padStart(7)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}  non-2xx ${figures.non2xx}`,
    );
  }
  const javascript = await firstVisitJavaScript(`/product/${product.slug}`);
  const cpu = os.cpus();
  const report = [
    `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.version}; ${database}, demo + ${generatedProducts} generated products, page cache ${pageCache ? "on" : "off"}; ` +
      `${plainPaths ? `plain paths: ${plainPaths}; ` : ""}${connections} connections, ${duration} s per target; 1-minute load average ${loadBefore.toFixed(1)} before, ` +
      `${(os.loadavg()[0] ?? 0).toFixed(1)} after. Alone: the median of ${SEQUENTIAL_REQUESTS} requests one at a time, ` +
      "gzip asked for as a browser does, timed to the last byte.",
    "",
    `| target | path | alone ms | ${connections} clients: req/s | p50 ms | p99 ms | errors | non-2xx |`,
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${r.aloneMs} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    ),
    "",
    javaScriptSummary(javascript),
  ].join("\n");
  console.log(`\n${report}`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(`bench-results/${label}.md`, `${report}\n`);
}

/** Only the first visit's JavaScript, file by file: the quick check while working on the bundle. */
async function measureJavaScript() {
  const javascript = await firstVisitJavaScript(`/product/${product.slug}`);
  console.log(`${javaScriptSummary(javascript)}\n\n${javaScriptBreakdown(javascript)}`);
}

/** Lighthouse on the pages a shopper on a phone lands on; the table also goes to bench-results/. */
async function measurePhones() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const table = await measureLighthouse(base, [
    { name: "home", path: "/" },
    { name: "products", path: "/products" },
    { name: "product page", path: `/product/${product.slug}` },
    { name: "search", path: "/search?q=whey" },
  ]);
  const report = `${table}

1-minute load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after.`;
  console.log(`\n${report}`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(`bench-results/${label}-lighthouse.md`, `${report}\n`);
}

/** Both kinds of traffic at once; the table also goes to bench-results/. */
async function measureMixed() {
  const report = await measureMixedLoad(base, {
    shoppers: Number(values.shoppers),
    checkoutsPerSecond: Number(values["checkouts-per-second"]),
    seconds: duration,
    label: `${database}, page cache ${pageCache ? "on" : "off"}${plainNote}`,
  });
  console.log(`\n${report}`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(`bench-results/${label}-mixed.md`, `${report}\n`);
}

/** The soak's memory figures and the path of its heap snapshot; the table also goes to bench-results/. */
async function measureMemory(soakFor: number) {
  mkdirSync("bench-results", { recursive: true });
  const report = await measureSoak({
    base,
    server,
    seconds: soakFor,
    maxRequests: Number(values["soak-requests"]),
    connections,
    metricsToken: SOAK_METRICS_TOKEN,
    adminCookie: product.adminCookie ?? "",
    snapshotFolder: "bench-results",
    label: `${database}, demo + ${generatedProducts} generated products, page cache ${pageCache ? "on" : "off"}${plainNote}`,
  });
  console.log(`\n${report}`);
  writeFileSync(`bench-results/${label}-soak.md`, `${report}\n`);
}

const server = startStore(
  port,
  {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PAGE_CACHE: String(pageCache),
    PLAIN_PATHS: plainPaths,
    // Checkouts pay with the built-in test provider, whatever the shell configures.
    PAYMENT_PROVIDER: undefined,
    // One process on PostgreSQL too, so that the memory sampled is the one serving.
    ...(soakSeconds === undefined
      ? {}
      : { BETTER_AUTH_SECRET: SOAK_SECRET, METRICS_TOKEN: SOAK_METRICS_TOKEN, WEB_CONCURRENCY: "1" }),
  },
  // SIGUSR2 makes the soaked store write a heap snapshot, after a full garbage collection.
  soakSeconds === undefined ? [] : ["--heapsnapshot-signal=SIGUSR2", "--diagnostic-dir=bench-results"],
);
try {
  await waitForHealthy(server, base);
  if (values.only === "js") await measureJavaScript();
  else if (values.only === "lighthouse") await measurePhones();
  else if (values.only === "mixed") await measureMixed();
  else if (soakSeconds !== undefined) await measureMemory(soakSeconds);
  else await measureEverything();
} finally {
  server.kill("SIGTERM");
}
