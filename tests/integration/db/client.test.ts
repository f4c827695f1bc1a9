import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { runServerStatements } from "~/.server/db/server-statements";
import { startCuttableRelay } from "../../support/cuttable-relay";

const onPostgres = process.env.TEST_DB === "postgres";

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };

describe("migrations", () => {
  // PGlite has one connection and one process: there is nothing to race.
  it.runIf(onPostgres)("are applied once when several processes start together on an empty database", async () => {
    const name = `store_race_${randomUUID().replaceAll("-", "")}`;
    await runServerStatements(serverUrl("postgres"), [`CREATE DATABASE ${name}`]);
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: serverUrl(name) })));
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const [rows] = await runServerStatements(serverUrl(name), [
        "select count(*)::int as applied from drizzle.__drizzle_migrations",
      ]);
      expect(rows).toEqual([{ applied: journal.entries.length }]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await runServerStatements(serverUrl("postgres"), [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    }
  });
});

describe("a PostgreSQL connection cut under load", () => {
  // With postgres.js 3.4.9, a transaction whose connection was cut wrote its ROLLBACK to the closed socket
  // from a timer: an uncaught TypeError that ended the process, dozens of times a run (decision 156). With
  // node-postgres, a BEGIN that failed kept its client out of the pool until client.ts released it.
  it.runIf(onPostgres)("fails the queries it carried, never the process, and the pool serves again", async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    const server = new URL(process.env.TEST_DATABASE_URL ?? "");
    const relay = await startCuttableRelay({ host: server.hostname, port: Number(server.port || 5432) });
    const handle = await openDatabase({ url: Object.assign(new URL(server), { port: String(relay.port) }).toString() });
    let loading = true;
    const outcomes = { committed: 0, failed: 0 };
    const load = async () => {
      while (loading) {
        try {
          await handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await tx.execute(sql`select pg_sleep(0.01)`);
          });
          outcomes.committed++;
        } catch {
          outcomes.failed++;
        }
      }
    };
    try {
      const clients = Array.from({ length: 20 }, load);
      for (let cut = 0; cut < 8; cut++) {
        await sleep(250);
        relay.cut();
        await sleep(50);
        relay.restore();
      }
      loading = false;
      await Promise.all(clients);
      // Cuts in the middle of transactions really happened, and the process heard of none of them.
      expect(outcomes.failed).toBeGreaterThan(0);
      expect(uncaught).toEqual([]);
      // Every one of the pool's 10 connections is back: 10 transactions open at once (none may leak a client).
      let arrived = 0;
      let allArrived: () => void = () => {};
      const everyoneIn = new Promise<void>((resolve) => {
        allArrived = resolve;
      });
      const together = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            if (++arrived === 10) allArrived();
            await everyoneIn;
          }),
        ),
      );
      expect(together.map((outcome) => outcome.status)).toEqual(Array(10).fill("fulfilled"));
    } finally {
      process.off("uncaughtException", record);
      await handle.close();
      await relay.close();
    }
  });
});
