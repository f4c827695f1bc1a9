import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, inject } from "vitest";
import { createPglite, type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { runServerStatements } from "~/.server/db/server-statements";

let filePglite: Promise<{ pglite: PGlite; emptying: string }> | undefined;

/**
 * The test file's PGlite, loaded once from the run's migrated template (tests/support/global-setup.ts), with the
 * statement that empties it to what the migrations left (their only rows are drizzle's own, in another schema): a
 * truncate costs milliseconds where a fresh copy of the 40 MB data directory cost more than half a second a test.
 * Advisory locks a test left go too, as with a new database.
 */
function pgliteOfFile(): Promise<{ pglite: PGlite; emptying: string }> {
  filePglite ??= (async () => {
    const pglite = await createPglite(undefined, new Blob([readFileSync(inject("pgliteTemplate"))]));
    const { rows } = await pglite.query<{ tables: string; sequences: string | null }>(`
      select
        (select string_agg(format('%I.%I', schemaname, tablename), ', ') from pg_tables where schemaname = 'public') as tables,
        (select string_agg(format('alter sequence %I.%I restart;', schemaname, sequencename), ' ')
           from pg_sequences where schemaname = 'public') as sequences`);
    const { tables, sequences } = rows[0] ?? { tables: "", sequences: "" };
    const emptying = `select pg_advisory_unlock_all(); truncate ${tables} restart identity cascade; ${sequences ?? ""}`;
    return { pglite, emptying };
  })();
  return filePglite;
}

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

/** A test database, and a second handle on it that plays another process of the store. */
export type TestDatabase = DatabaseHandle & {
  /** PostgreSQL: a connection pool of its own; PGlite, which allows one connection: the same instance. */
  connectAgain(): Promise<DatabaseHandle>;
};

/** A fresh, migrated database on the engine this project runs (TEST_DB): one per test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const { pglite, emptying } = await pgliteOfFile();
    await pglite.exec(emptying);
    // The file's tests share the instance: closing a test's handle leaves it open for the next.
    const handle = { ...(await openDatabase({ pglite })), close: async () => {} };
    return { ...handle, connectAgain: async () => handle };
  }
  const name = `store_test_${randomUUID().replaceAll("-", "")}`;
  await runServerStatements(serverUrl("postgres"), [`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`]);
  const handle = await openDatabase({ url: serverUrl(name) });
  return {
    ...handle,
    connectAgain: () => openDatabase({ url: serverUrl(name) }),
    close: async () => {
      await handle.close();
      await runServerStatements(serverUrl("postgres"), [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

/** Registers hooks giving every test of the file its own database. */
export function withTestDatabase() {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get handle(): TestDatabase {
      if (!current) throw new Error("withTestDatabase: no database outside a test");
      return current;
    },
    get db() {
      return this.handle.db;
    },
  };
}
