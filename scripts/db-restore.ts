import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { restoreDatabase } from "~/.server/db/backup";
import { getEnv } from "~/.server/env";
import { storeAddress } from "./store-address";

/**
 * `npm run db:restore -- --from file.tar.gz`: puts a backup of `npm run db:backup` in place of the embedded
 * database, keeping the current one beside it (decision 154). The store must be stopped first.
 */
const { values } = parseArgs({ options: { from: { type: "string" }, url: { type: "string" } } });
const env = getEnv();
if (!values.from) {
  console.error("Usage: npm run db:restore -- --from backups/store-….tar.gz");
  process.exit(1);
}
if (env.DATABASE_URL) {
  console.error("This store runs on PostgreSQL: restore it with pg_restore (docs/deploying.md#backups).");
  process.exit(1);
}
const running = await fetch(new URL("/healthz", storeAddress(env, values.url))).then(
  () => true,
  () => false,
);
if (running) {
  console.error("The store is running: stop it first (the embedded database allows one process).");
  process.exit(1);
}
const result = await restoreDatabase({ dataDir: env.DATA_DIR, archive: new Uint8Array(readFileSync(values.from)) });
console.log(`Restored ${values.from}: ${result.products} products, ${result.orders} orders.`);
if (result.keptAs) console.log(`The database it replaced is kept at ${result.keptAs}.`);
