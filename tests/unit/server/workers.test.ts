import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { get } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { workerCount } from "../../../server/workers";

describe("workerCount", () => {
  it("is one on the embedded database, else WEB_CONCURRENCY or one per core", () => {
    expect(workerCount({}, 8)).toBe(1);
    const DATABASE_URL = "postgres://localhost/store";
    expect(workerCount({ DATABASE_URL }, 8)).toBe(8);
    expect(workerCount({ DATABASE_URL, WEB_CONCURRENCY: 3 }, 8)).toBe(3);
  });
});

/** One request on a connection of its own, so the primary hands each to the next worker. */
function ask(port: number, path = "/"): Promise<{ pid: number; secret: string }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve(JSON.parse(body)));
    }).on("error", reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let primary: ChildProcess | undefined;
afterEach(() => {
  if (primary?.exitCode === null) primary.kill("SIGKILL");
});

describe("superviseWorkers", () => {
  it("shares one port among its workers, replaces one that dies, and stops them all on SIGTERM", async () => {
    const { PAYMENT_WEBHOOK_SECRET: _unset, ...env } = process.env;
    primary = spawn(process.execPath, ["--import", "tsx", "tests/support/workers-fixture.ts"], {
      env: { ...env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [line] = (await Promise.race([
      once(primary.stdout ?? process.stdout, "data"),
      once(primary, "exit").then(() => Promise.reject(new Error("the primary exited"))),
    ])) as [Buffer];
    const port = Number(/port (\d+)/.exec(line.toString())?.[1]);

    const seen = new Map<number, string>();
    await vi.waitFor(
      async () => {
        const { pid, secret } = await ask(port);
        seen.set(pid, secret);
        expect(seen.size).toBe(2);
      },
      { timeout: 20_000, interval: 20 },
    );
    // Every worker got the same generated secret: a checkout signed by one is verified by another.
    const secrets = new Set(seen.values());
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^[\w-]{43}$/);

    const { pid: dead } = await ask(port, "/die");
    await vi.waitFor(() => expect(alive(dead)).toBe(false), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        const { pid } = await ask(port);
        seen.set(pid, "");
        expect(seen.size).toBe(3);
      },
      { timeout: 20_000, interval: 20 },
    );

    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
    for (const pid of seen.keys()) expect(alive(pid)).toBe(false);
  }, 60_000);
});
