/**
 * `npm run bench -- --soak 30m`: a long, steady load that no cache answers, to tell a memory leak from a bound
 * (issue 18). For the whole time:
 * - shoppers (--connections, 50) walk product pages of random products, list pages at random page numbers and
 *   searches for random words, one after another on a connection kept alive; every fifth of them is a member of
 *   staff walking the back office's order, product and stock lists instead;
 * - one checkout a second of a single random in-stock product, from a loopback address of its own.
 * Every 15 s the store's resident set (from /proc) and its JavaScript heap (from /metrics) are sampled. After the
 * load: a minute idle, then a heap snapshot (Node collects all garbage before writing one; the file, in
 * bench-results/, shows what holds the heap), then the last sample. Traffic goes to the given loopback address
 * only, stops after the given time or --soak-requests requests, whichever comes first, and waits at most 30 s
 * for answers in flight.
 */
import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { type Answer, send } from "../tests/support/send-request";
import { nextLoopbackAddress } from "./bench-http";
import { benchCheckoutForm, percentile } from "./bench-server";

const TIMEOUT_MS = 30_000;
const SAMPLE_EVERY_MS = 15_000;
const IDLE_AFTER_LOAD_MS = 60_000;
const WORDS = ["whey", "creatine", "vitamin", "pre workout", "protein bar", "omega", "isolate", "vegan", "magnesium"];
/** Back-office lists, each asked for a little differently every time. */
const ADMIN_LISTS: ((n: number) => string)[] = [
  (n) => `/admin/orders?page=${1 + (n % 3)}`,
  (n) => `/admin/orders?q=soak-${n % 97}`,
  (n) => `/admin/products?page=${1 + (n % 3)}`,
  (n) => `/admin/stock?q=${encodeURIComponent(WORDS[n % WORDS.length] ?? "")}`,
];

/** "30m", "90s", "1h" or a number of seconds. */
export function parseSoakDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`--soak takes a duration such as 30m, 90s or 1h, not "${text}"`);
  const unit = { s: 1, m: 60, h: 3600 }[(match[2] ?? "s") as "s" | "m" | "h"];
  return Number(match[1]) * unit;
}

type Sample = {
  at: string;
  seconds: number;
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
};

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

function metricValue(text: string, name: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return Number(line?.split(" ").at(-1) ?? Number.NaN);
}

/** The process's resident set from the kernel, and its heap as the store's own /metrics reports it. */
async function sampleMemory(options: {
  base: string;
  pid: number;
  metricsToken: string;
  startedAt: number;
  at: string;
}) {
  const status = readFileSync(`/proc/${options.pid}/status`, "utf8");
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  const metrics = await (
    await fetch(`${options.base}/metrics`, { headers: { Authorization: `Bearer ${options.metricsToken}` } })
  ).text();
  return {
    at: options.at,
    seconds: Math.round((performance.now() - options.startedAt) / 1000),
    rssMiB: Math.round(rssKiB / 1024),
    heapUsedMiB: mib(metricValue(metrics, "nodejs_heap_size_used_bytes")),
    heapTotalMiB: mib(metricValue(metrics, "nodejs_heap_size_total_bytes")),
    externalMiB: mib(metricValue(metrics, "nodejs_external_memory_bytes")),
  } satisfies Sample;
}

/** Answers with the expected status (their times), timed out, and the others by status ("error": no answer). */
type Series = { ms: number[]; timedOut: number; other: Map<string, number> };

function record(into: Series, answer: Answer | Error, expected: number) {
  if (!(answer instanceof Error) && "timedOut" in answer) into.timedOut += 1;
  else if (!(answer instanceof Error) && answer.status === expected) into.ms.push(answer.ms);
  else {
    const status = answer instanceof Error ? "error" : String(answer.status);
    into.other.set(status, (into.other.get(status) ?? 0) + 1);
  }
}

function row(name: string, of: Series): string {
  const sorted = [...of.ms].sort((a, b) => a - b);
  const round = (ms: number) => (Number.isNaN(ms) ? "-" : String(Math.round(ms)));
  const other = [...of.other].map(([status, count]) => `${count} × ${status}`).join(", ") || "0";
  return `| ${name} | ${sorted.length} | ${of.timedOut} | ${other} | ${round(percentile(sorted, 50))} | ${round(percentile(sorted, 95))} |`;
}

/** Waits until a heap snapshot file has appeared in the folder and stopped growing. */
async function waitForSnapshot(folder: string, before: Set<string>): Promise<string> {
  const deadline = Date.now() + 600_000;
  let lastSize = -1;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const file = readdirSync(folder).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (!file) continue;
    const size = readFileSync(`${folder}/${file}`).length;
    if (size > 0 && size === lastSize) return file;
    lastSize = size;
  }
  throw new Error("No heap snapshot within 10 minutes");
}

export async function measureSoak(options: {
  base: string;
  server: ChildProcess;
  seconds: number;
  maxRequests: number;
  connections: number;
  metricsToken: string;
  adminCookie: string;
  snapshotFolder: string;
  label: string;
}): Promise<string> {
  const { base, server } = options;
  if (!server.pid) throw new Error("The store has no process id");
  const pid = server.pid;
  type Product = { id: string; slug: string; stock: number; flavors: string[] };
  const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as Product[];
  const slugs = catalog.map((product) => product.slug);
  // A flavoured product's line names a flavour; one without is simpler to buy.
  const buyable = catalog.filter((product) => product.stock >= 50 && product.flavors.length === 0);
  const listPages = Math.max(1, Math.ceil(catalog.length / 24));
  const startedAt = performance.now();
  const samples: Sample[] = [];
  const sample = async (at: string) => {
    const taken = await sampleMemory({ base, pid, metricsToken: options.metricsToken, startedAt, at });
    samples.push(taken);
    console.log(
      `${String(taken.seconds).padStart(5)} s  ${at.padEnd(10)} RSS ${taken.rssMiB} MiB  heap ${taken.heapUsedMiB}/${taken.heapTotalMiB} MiB  external ${taken.externalMiB} MiB`,
    );
  };
  const loadBefore = os.loadavg()[0] ?? 0;
  await sample("start");

  const stopAt = performance.now() + options.seconds * 1000;
  let sent = 0;
  const running = () => performance.now() < stopAt && sent < options.maxRequests;
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const pages = { product: series(), list: series(), search: series(), admin: series(), checkout: series() };
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const pending: Promise<void>[] = [];

  const shopper = async (index: number) => {
    for (let step = 0; running(); step += 1) {
      sent += 1;
      if (index % 5 === 0) {
        const path = (ADMIN_LISTS[step % ADMIN_LISTS.length] ?? String)(step);
        const answer = await send(`${base}${path}`, {
          agent: keptAlive,
          headers: { Cookie: options.adminCookie },
          timeoutMs: TIMEOUT_MS,
        }).catch((e: Error) => e);
        record(pages.admin, answer, 200);
        continue;
      }
      const kind = (["product", "list", "product", "search"] as const)[step % 4] ?? "product";
      const path =
        kind === "product"
          ? `/product/${pick(slugs)}`
          : kind === "list"
            ? `/products?page=${1 + Math.floor(Math.random() * listPages)}`
            : `/search?q=${encodeURIComponent(`${pick(WORDS)} ${Math.floor(Math.random() * 1000)}`)}`;
      record(
        pages[kind],
        await send(`${base}${path}`, { agent: keptAlive, timeoutMs: TIMEOUT_MS }).catch((e: Error) => e),
        200,
      );
    }
  };

  const checkouts = async () => {
    for (let n = 0; running(); n += 1) {
      sent += 1;
      const product = pick(buyable);
      const lines = [JSON.stringify({ productId: product.id, quantity: 1, subscription: false })];
      pending.push(
        send(`${base}/checkout`, {
          agent: false,
          method: "POST",
          form: benchCheckoutForm(lines, `soak-${process.pid}-${n}`),
          from: nextLoopbackAddress(),
          timeoutMs: TIMEOUT_MS,
        })
          .catch((e: Error) => e)
          .then((answer) => record(pages.checkout, answer, 303)),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

  const sampler = setInterval(() => void sample("load").catch(() => {}), SAMPLE_EVERY_MS);
  try {
    await Promise.all([...Array.from({ length: options.connections }, (_, i) => shopper(i)), checkouts()]);
    await Promise.all(pending);
  } finally {
    clearInterval(sampler);
    keptAlive.destroy();
  }
  const loadSeconds = (performance.now() - startedAt) / 1000;
  const loadAfter = os.loadavg()[0] ?? 0;
  await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_LOAD_MS));
  await sample("idle 60 s");
  const idle = samples.at(-1);
  const before = new Set(readdirSync(options.snapshotFolder));
  server.kill("SIGUSR2");
  const snapshot = await waitForSnapshot(options.snapshotFolder, before);
  await sample("after GC");

  const loaded = samples.filter((s) => s.at === "load");
  const peak = (key: "rssMiB" | "heapUsedMiB") => Math.max(...[samples[0], ...loaded].map((s) => s?.[key] ?? 0));
  const [first, last] = [samples[0], samples.at(-1)];
  const cpu = os.cpus();
  return [
    `Soak, ${options.label}: ${options.connections} clients (a fifth of them in the back office) and one checkout a ` +
      `second for ${Math.round(loadSeconds)} s, ${sent} requests. Measured ${new Date().toISOString()} on ${cpu.length} × ` +
      `${cpu[0]?.model.trim()}, Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} before, ` +
      `${loadAfter.toFixed(1)} after.`,
    "",
    `Memory: RSS ${first?.rssMiB} MiB at the start, ${peak("rssMiB")} MiB at most under load, ${idle?.rssMiB} MiB a minute ` +
      `after it; JavaScript heap used ${first?.heapUsedMiB} → ${peak("heapUsedMiB")} at most → ${last?.heapUsedMiB} MiB after a ` +
      `full garbage collection (the heap snapshot's: ${options.snapshotFolder}/${snapshot}; writing it raises the RSS ` +
      "by about the snapshot's size, so the last RSS is not the store's).",
    "",
    "| traffic | answered | timed out (30 s) | other | p50 ms | p95 ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    row("product pages", pages.product),
    row("product lists", pages.list),
    row("searches", pages.search),
    row("back-office lists", pages.admin),
    row("checkouts (303)", pages.checkout),
    "",
    "| s | when | RSS MiB | heap used MiB | heap total MiB | external MiB |",
    "| ---: | --- | ---: | ---: | ---: | ---: |",
    ...[samples[0], ...loaded.filter((_, i) => i % 4 === 3), ...samples.slice(-2)].map(
      (s) => `| ${s?.seconds} | ${s?.at} | ${s?.rssMiB} | ${s?.heapUsedMiB} | ${s?.heapTotalMiB} | ${s?.externalMiB} |`,
    ),
  ].join("\n");
}

function series(): Series {
  return { ms: [], timedOut: 0, other: new Map() };
}
