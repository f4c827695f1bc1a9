import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports";
import { type StoreProcess, startStoreProcess } from "../support/store-process";

/**
 * The embedded database's thread dying (decision 215): the built store on PGlite, whose worker thread a test-only
 * preload terminates on SIGUSR2. The process must not stay up saying it is healthy while no query can succeed:
 * it ends non-zero with a fatal log line, and a store started again on the same data serves.
 */

const KILLER = path.resolve("tests/support/database-thread-killer.mjs");
let dataDir: string;
const started: StoreProcess[] = [];

async function start(): Promise<StoreProcess> {
  const store = await startStoreProcess({
    port: await freePort(),
    env: { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info" },
    nodeOptions: ["--import", KILLER],
  });
  started.push(store);
  return store;
}

async function healthy(store: StoreProcess): Promise<boolean> {
  return fetch(`${store.base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

beforeAll(() => {
  if (!existsSync("build/server/index.js")) throw new Error("the fault suite runs the built store: npm run build");
  dataDir = mkdtempSync(path.join(os.tmpdir(), "store-pglite-thread-"));
});

afterAll(async () => {
  await Promise.all(started.map((store) => store.stop()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a store on the embedded database whose database thread dies", () => {
  it("exits non-zero with a fatal log line, and serves again once started on the same data", async () => {
    const store = await start();
    expect(await healthy(store)).toBe(true);

    store.kill("SIGUSR2");
    const deadline = Date.now() + 30_000;
    while (!store.exited() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(store.exited(), store.errorOutput()).toEqual({ code: 1, signal: null });
    expect(await healthy(store)).toBe(false);
    const fatal = store
      .logOutput()
      .split("\n")
      .filter((line) => line.includes('"level":60'));
    expect(fatal.join("\n")).toContain(
      "the embedded database's thread stopped; exiting so that the store is started again",
    );

    const again = await start();
    expect(await healthy(again)).toBe(true);
    expect((await fetch(`${again.base}/readyz`)).status).toBe(200);
    // Stopped on purpose, the database thread is closed, not lost: the process ends cleanly.
    await again.stop();
    expect(again.exited()).toEqual({ code: 0, signal: null });
  });
});
