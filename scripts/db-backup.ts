import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { commandToken, storeSecret } from "~/.server/auth/command-token";
import { closeDatabase, getDatabaseHandle } from "~/.server/db";
import { backupDatabase } from "~/.server/db/backup";
import { getEnv } from "~/.server/env";
import { storeAddress } from "./store-address";

/**
 * `npm run db:backup [-- --out file.tar.gz] [--url http://127.0.0.1:3000]`: the embedded database as one
 * gzipped tar (decision 154). A running store writes it itself (PGlite allows one process); a stopped one is
 * opened here. On PostgreSQL, use pg_dump.
 */
const { values } = parseArgs({ options: { out: { type: "string" }, url: { type: "string" } } });
const env = getEnv();
if (env.DATABASE_URL) {
  console.error("This store runs on PostgreSQL: back it up with pg_dump (docs/deploying.md#backups).");
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = values.out ?? path.join(env.DATA_DIR, "backups", `store-${stamp}.tar.gz`);

/** Asks the running store; undefined when nothing listens there. */
async function throughRunningStore(): Promise<Uint8Array | undefined> {
  let response: Response;
  try {
    response = await fetch(new URL("/api/admin/backup", storeAddress(env, values.url)), {
      method: "POST",
      headers: { authorization: `Bearer ${commandToken(storeSecret(env), "db:backup")}` },
      body: new URLSearchParams(),
    });
  } catch {
    return undefined;
  }
  if (!response.ok) {
    console.error(`The store answered ${response.status} (is it this store, with the same DATA_DIR and secret?)`);
    process.exit(1);
  }
  return new Uint8Array(await response.arrayBuffer());
}

async function directly(): Promise<Uint8Array> {
  const handle = await getDatabaseHandle();
  try {
    return await backupDatabase({ handle });
  } finally {
    await closeDatabase();
  }
}

const archive = (await throughRunningStore()) ?? (await directly());
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, archive);
console.log(`Backed up the embedded database to ${out} (${Math.round(archive.byteLength / 1024)} KiB).`);
console.log(`Restore it, with the store stopped: npm run db:restore -- --from ${out}`);
