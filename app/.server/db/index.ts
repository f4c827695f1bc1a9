import path from "node:path";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { type DatabaseHandle, openDatabase } from "./client";

export type { Database, DatabaseHandle } from "./client";

// Kept on globalThis so Vite's dev reloads reuse the one connection
// (PGlite allows a single connection to its data directory).
const holder = globalThis as { __storeDatabase?: Promise<DatabaseHandle> };

/**
 * A process whose embedded database thread died can answer no query again: it ends, with a fatal line in the
 * log, so that its supervisor starts it again on the same data (decision 215).
 */
function exitOnLostDatabase(error: Error): never {
  logger.fatal({ err: error }, "the embedded database's thread stopped; exiting so that the store is started again");
  process.exit(1);
}

/** The process-wide database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  holder.__storeDatabase ??= (() => {
    const env = getEnv();
    return env.DATABASE_URL
      ? openDatabase({ url: env.DATABASE_URL, logger })
      : openDatabase({
          dataDir: path.join(env.DATA_DIR, "pglite"),
          onLost: exitOnLostDatabase,
          preparedStatements: !env.PLAIN_PATHS.has("pglite-statements"),
        });
  })();
  return holder.__storeDatabase;
}

export async function getDb() {
  return (await getDatabaseHandle()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__storeDatabase;
  holder.__storeDatabase = undefined;
  if (pending) await (await pending).close();
}
