import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, inject } from "vitest";
import { createPglite, type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { runServerStatements } from "~/.server/db/server-statements";

let pgliteTemplate: Promise<PGlite> | undefined;

/** A migrated, empty PGlite made once per test file; each test gets a clone of it. */
async function migratedPglite(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const pglite = await createPglite();
    await (await openDatabase({ pglite })).migrate();
    return pglite;
  })();
  return pgliteTemplate;
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
    const pglite = (await (await migratedPglite()).clone()) as PGlite;
    const handle = await openDatabase({ pglite });
    const connectAgain = async () => ({ ...(await openDatabase({ pglite })), close: async () => {} });
    return { ...handle, connectAgain };
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
