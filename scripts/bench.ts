/**
 * `npm run bench`: serves the built store on a throwaway data directory and measures it with
 * autocannon (loopback only). Figures go to stdout and bench-results/latest.md.
 *   npm run bench -- --connections 50 --duration 10
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3998" },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

/** What is measured: a static file served by the same server is the ceiling for the pages. */
const targets = [
  { name: "static file (ceiling)", path: "/favicon.svg" },
  { name: "health check", path: "/healthz" },
  { name: "home page", path: "/" },
];

async function waitForHealthy(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy within 2 minutes");
}

function startServer(): ChildProcess {
  const dataDir = ".test-data/bench";
  mkdirSync(dataDir, { recursive: true });
  return spawn(process.execPath, ["server.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function measure(path: string) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = startServer();
try {
  await waitForHealthy();
  const rows = [];
  for (const target of targets) {
    const figures = await measure(target.path);
    rows.push({ ...target, ...figures });
    console.log(
      `${target.name.padEnd(24)} ${String(figures.requestsPerSecond).padStart(7)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`,
    );
  }
  const table = [
    `Measured ${new Date().toISOString()} — ${connections} connections, ${duration} s each, Node ${process.version}.`,
    "",
    "| target | path | req/s | p50 ms | p99 ms | errors |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...rows.map((r) => `| ${r.name} | ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join("\n");
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.md", `${table}\n`);
} finally {
  server.kill("SIGTERM");
}
