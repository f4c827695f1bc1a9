import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "redis";

/**
 * Servers of a test's own, on random loopback ports in temporary folders, which the test may stop and
 * restart at will: never the machine's shared PostgreSQL or Redis.
 */

const run = promisify(execFile);
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type PrivatePostgres = {
  port: number;
  /** The URL of one of its databases (user postgres, trust authentication on loopback). */
  url(database: string): string;
  /** Stops it at once (`pg_ctl stop -m fast`: sessions are ended, as a real restart ends them). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  destroy(): Promise<void>;
};

/**
 * A PostgreSQL cluster of its own (initdb, pg_ctl). PostgreSQL refuses to run as root, so as root (CI) its
 * commands run as the `postgres` user, which owns the folder.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "store-private-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(POSTGRES_BIN, tool), ...args])
      : run(path.join(POSTGRES_BIN, tool), args);
  const port = await freePort();
  await pg("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) => pg("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "log"), ...args]);
  const service: PrivatePostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await ctl("stop", "-m", "fast", "-w");
    },
    start: async () => {
      await ctl("start", "-w", "-o", options);
    },
    destroy: async () => {
      await ctl("stop", "-m", "immediate", "-w").catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await service.start();
  return service;
}

export type PrivateRedis = {
  port: number;
  url: string;
  /** Ends the server (SIGTERM), as an operator's restart or a crash takes it away. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** A redis-server of its own on a random port, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const answers = async () => {
    const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: false } });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return true;
    } catch {
      return false;
    }
  };
  const service: PrivateRedis = {
    port,
    url,
    start: async () => {
      server = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      );
      await until(answers, `redis-server did not answer on port ${port}`);
    },
    stop: async () => {
      const stopping = server;
      server = undefined;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once("exit", resolve));
      stopping.kill("SIGTERM");
      await exited;
    },
  };
  await service.start();
  return service;
}
