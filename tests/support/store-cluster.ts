/**
 * The store deployed as docs/deploying.md describes a cluster: several processes of the built store
 * (`server.js`, production mode) on one PostgreSQL database of their own and a private Redis, behind nginx
 * with deploy/nginx-store.conf. Used by the cluster browser suite (playwright.cluster.config.ts) and by
 * `npm run bench -- --only cluster`. Everything listens on 127.0.0.1 only.
 *
 * Run as a script, it serves the cluster suite in the foreground until SIGTERM: CLUSTER_PORT is nginx's port
 * and the store processes take the next CLUSTER_PROCESSES ports; the automation webhook's receiver listens on
 * the port after them. A store process that dies is started again, as systemd's `Restart=always` would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runServerStatements } from "~/.server/db/server-statements";
import { startAutomationReceiver } from "./automation-receiver";
import { type RunningNginx, startNginx } from "./nginx-proxy";
import { type PrivateRedis, startPrivateRedis } from "./private-redis";

const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The URL of `database` on the test PostgreSQL server. */
export function clusterDatabaseUrl(database: string): string {
  return Object.assign(new URL(SERVER), { pathname: `/${database}` }).toString();
}

/** What a cluster's run leaves for its tests: where it is, and each process's pid (it changes on a restart). */
export function clusterStateFile(proxyPort: number): string {
  return `.test-data/cluster-${proxyPort}/state.json`;
}

export type ClusterState = { database: string; stores: { port: number; pid: number }[] };

export type ClusterStore = { port: number; url: string; process: ChildProcess };

export type StoreCluster = {
  /** nginx, where shoppers connect: https://localhost:{port}. */
  url: string;
  database: string;
  stores: ClusterStore[];
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** nginx's port; the store processes listen on the ports after it. */
  proxyPort: number;
  processes: number;
  /** Added to every process's environment (the automation webhook, PAGE_CACHE). */
  env?: Record<string, string>;
  /** Starts a process again when it dies; its new pid goes to clusterStateFile(). */
  supervise?: boolean;
  /** nginx's worker processes: 1 unless set (the benchmark gives it one per core). */
  nginxWorkers?: number | "auto";
};

/** Drops the cluster's database; tried again a few times, as a process that was just starting may still connect. */
async function dropDatabase(database: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runServerStatements(clusterDatabaseUrl("postgres"), [`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`]);
      return;
    } catch (error) {
      if (attempt === attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** SIGTERM, then resolves once the process has exited (at once if it has). */
function stopStore(store: ClusterStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.process.exitCode !== null || store.process.signalCode !== null) return resolve();
    store.process.once("exit", () => resolve());
    store.process.kill("SIGTERM");
  });
}

/** Polls /readyz until the process answers 200: migrated, seeded, listening and reaching the database. */
async function waitUntilReady(store: ClusterStore, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    if (store.process.exitCode !== null) throw new Error(`The store on port ${store.port} exited`);
    try {
      if ((await fetch(`${store.url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store on port ${store.port} was not ready within 2 minutes`);
}

export async function startStoreCluster(options: ClusterOptions): Promise<StoreCluster> {
  const { proxyPort, processes } = options;
  const url = `https://localhost:${proxyPort}`;
  const root = path.dirname(clusterStateFile(proxyPort));
  const database = `store_cluster_${proxyPort}`;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  await runServerStatements(clusterDatabaseUrl("postgres"), [
    `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
    `CREATE DATABASE ${database}`,
  ]);
  const redis: PrivateRedis = await startPrivateRedis().catch(async (error: unknown) => {
    await dropDatabase(database);
    throw error;
  });
  // What every process of one store shares (docs/deploying.md#several-processes): the secrets, the database,
  // Redis and DATA_DIR (the product images live there).
  const { DATABASE_URL: _shellDatabase, REDIS_URL: _shellRedis, ...inherited } = process.env;
  const shared = {
    ...inherited,
    NODE_ENV: "production",
    // One process each, as the guide's units run them: nginx spreads the requests.
    WEB_CONCURRENCY: "1",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    PUBLIC_URL: url,
    // nginx, and the load balancer the tests play in front of it with X-Forwarded-For (as the proxy suite).
    TRUST_PROXY: "2",
    DATABASE_URL: clusterDatabaseUrl(database),
    REDIS_URL: redis.url,
    DATA_DIR: path.join(root, "data"),
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
    ...options.env,
  };

  let stopping = false;
  const stores: ClusterStore[] = [];
  const writeState = () =>
    writeFileSync(
      clusterStateFile(proxyPort),
      JSON.stringify({
        database,
        stores: stores.map((store) => ({ port: store.port, pid: store.process.pid ?? 0 })),
      } satisfies ClusterState),
    );
  const launch = (index: number, port: number): ClusterStore => {
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...shared, PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const store = { port, url: `http://127.0.0.1:${port}`, process: child };
    stores[index] = store;
    child.once("exit", () => {
      if (stopping || !options.supervise) return;
      // A supervisor's restart: systemd waits 100 ms by default (RestartSec).
      setTimeout(() => {
        if (stopping) return;
        launch(index, port);
        writeState();
      }, 100);
    });
    return store;
  };

  let nginx: RunningNginx | undefined;
  const stop = async () => {
    stopping = true;
    try {
      await nginx?.stop();
      await Promise.all(stores.map(stopStore));
      await redis.stop();
    } finally {
      await dropDatabase(database);
      rmSync(root, { recursive: true, force: true });
    }
  };

  const ports = Array.from({ length: processes }, (_, index) => proxyPort + 1 + index);
  try {
    // The first process migrates and seeds the empty database; the others then find the catalogue there
    // (two processes seeding one empty database at once would both insert the demo).
    await waitUntilReady(launch(0, ports[0] ?? 0));
    await Promise.all(ports.slice(1).map((port, index) => waitUntilReady(launch(index + 1, port))));
    writeState();
    nginx = startNginx({ port: proxyPort, storePorts: ports, workers: options.nginxWorkers });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, database, stores, stop };
}

/** The automation webhook's secret in the cluster suite; the receiver counts only deliveries it signed. */
export const CLUSTER_WEBHOOK_SECRET = "cluster-suite-automation-secret";

async function main() {
  const proxyPort = Number(process.env.CLUSTER_PORT);
  const processes = Number(process.env.CLUSTER_PROCESSES ?? "3");
  if (!proxyPort) throw new Error("CLUSTER_PORT is required");
  const receiver = await startAutomationReceiver({
    secret: CLUSTER_WEBHOOK_SECRET,
    port: proxyPort + processes + 1,
  });
  const cluster = await startStoreCluster({
    proxyPort,
    processes,
    supervise: true,
    env: { AUTOMATION_WEBHOOK_URL: receiver.url, AUTOMATION_WEBHOOK_SECRET: CLUSTER_WEBHOOK_SECRET },
  }).catch(async (error: unknown) => {
    // startStoreCluster() has stopped what it started; the receiver would keep this process alive.
    await receiver.close();
    throw error;
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await cluster.stop();
      await receiver.close();
      process.exit(0);
    } catch (error) {
      console.error("The cluster did not stop cleanly:", error);
      process.exit(1);
    }
  };
  // `on`, not `once`: the signal comes twice, to the whole process group and relayed by npx and tsx, and a
  // second one with no listener left would end this process before it has dropped the database.
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

if (process.argv[1] === import.meta.filename) await main();
