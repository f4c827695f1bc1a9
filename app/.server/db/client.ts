import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { openPgliteWorker } from "./pglite-worker-client";
import * as schema from "./schema";

/** One type for both drivers: the app only speaks Drizzle's PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the server's address, for a connection of its own (the catalogue change channel). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tar (`npm run db:backup`). */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve("drizzle");

/**
 * Any number of processes may start at once on one PostgreSQL database: each takes this advisory lock
 * before migrating, so one applies the migrations and the others then find nothing left to do. The key is an
 * arbitrary constant of this application.
 */
const MIGRATION_LOCK_KEY = 7_240_511_001;

/** Runs the migrations while holding the migration lock on a connection of its own. */
async function migrateWithLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // A session lock also ends with its connection: a connection whose unlock failed is closed, not reused.
    const unlockError = await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).then(
      () => undefined,
      (error: Error) => error,
    );
    lock.release(unlockError);
  }
}

/**
 * drizzle-orm 0.45 runs a transaction's BEGIN before the `try` that releases its client, so a BEGIN on a
 * connection that had just broken kept that client out of the pool for good (an open upstream bug); ten of
 * them and every request waited on an empty pool. Such a client is released here, with its error, which
 * closes it; drizzle, having failed before its `try`, never releases it a second time.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (result instanceof Promise && text && /^begin\b/i.test(text)) {
      result.catch((error: Error) => client.release(error));
    }
    return result;
  };
}

/**
 * The PostgreSQL pool (decision 156: node-postgres, whose broken connections are events the store can hear,
 * where postgres.js 3.4.9 threw from a timer and ended the process). A connection that breaks (a restart, a
 * network cut) fails the query it carried and emits "error"; unheard, that event would end the process, so
 * it is heard, and the pool drops that connection and opens a new one on demand.
 */
function createPool(url: string, logger: Pick<Logger, "warn"> | undefined): pg.Pool {
  // A database that does not answer fails a request within seconds instead of holding it (decision 153).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => logger?.warn({ err: error }, "an idle database connection broke; the pool replaces it"));
  pool.on("connect", (client) => {
    // A connection in use reports the same break to the query it carried, which fails with it.
    client.on("error", () => {});
    releaseWhenBeginFails(client);
  });
  return pool;
}

export type OpenDatabaseOptions =
  /** A PostgreSQL server; the logger hears of connections that break while idle. */
  | { url: string; logger?: Pick<Logger, "warn"> }
  /**
   * Embedded PGlite in a worker thread: files under dataDir, or in memory when dataDir is omitted; or a PGlite
   * given. `onLost` hears of a worker thread that stopped on its own: the database is gone for good then.
   * `preparedStatements: false` (PLAIN_PATHS=pglite-statements) has the worker plan every query again.
   */
  | { dataDir?: string; pglite?: PGlite; onLost?: (error: Error) => void; preparedStatements?: boolean };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const pool = createPool(options.url, options.logger);
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      url: options.url,
      migrate: () => migrateWithLock(pool, () => migratePostgres(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  // The store's own database runs in a worker thread (decision 191); a PGlite given here (tests) stays in this one.
  const client =
    options.pglite ??
    (await openPgliteWorker(options.dataDir, {
      onLost: options.onLost,
      preparedStatements: options.preparedStatements,
    }));
  // drizzle, its migrator and the backup only call query, transaction, close and dumpDataDir.
  const db = drizzlePglite(client as PGlite, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}

export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
}
