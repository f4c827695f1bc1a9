import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
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
async function migrateWithLock(client: postgres.Sql, migrate: () => Promise<void>): Promise<void> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate();
  } finally {
    // A session lock also ends with its connection, so a failed unlock cannot leave it held.
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => undefined);
    lock.release();
  }
}

export type OpenDatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite: files under dataDir, or in memory when dataDir is omitted. */
  | { dataDir?: string; pglite?: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    // A database that does not answer fails a request within seconds instead of holding it (decision 153).
    const client = postgres(options.url, { max: 10, connect_timeout: 5, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      url: options.url,
      migrate: () => migrateWithLock(client, () => migratePostgres(db, { migrationsFolder })),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = options.pglite ?? (await createPglite(options.dataDir));
  const db = drizzlePglite(client, { schema });
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
