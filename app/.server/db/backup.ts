import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPglite, type DatabaseHandle, openDatabase } from "./client";

/** The embedded database as one gzipped tar of its data directory; PostgreSQL has pg_dump for this. */
export async function backupDatabase(options: { handle: DatabaseHandle }): Promise<Uint8Array<ArrayBuffer>> {
  const { handle } = options;
  if (!handle.dumpDataDir) throw new Error("This store runs on PostgreSQL: back it up with pg_dump.");
  return new Uint8Array(await (await handle.dumpDataDir()).arrayBuffer());
}

/**
 * Replaces the embedded database under `dataDir` (its `pglite` folder) with a backup. The current folder is
 * kept beside it as `pglite.before-restore-{time}`, never deleted. The store must be stopped: PGlite allows one
 * process. Answers how many orders and products the restored database holds, as a check.
 */
export async function restoreDatabase(options: {
  dataDir: string;
  archive: Uint8Array<ArrayBuffer>;
  now?: Date;
}): Promise<{ keptAs: string | null; orders: number; products: number }> {
  const target = path.join(options.dataDir, "pglite");
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const keptAs = existsSync(target) ? `${target}.before-restore-${stamp}` : null;
  if (keptAs) renameSync(target, keptAs);
  const pglite = await createPglite(target, new Blob([options.archive]));
  const handle = await openDatabase({ pglite });
  try {
    const result = await handle.db.execute(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from products)::int as products`,
    );
    const [row] = (result as unknown as { rows: { orders: number; products: number }[] }).rows;
    return { keptAs, orders: row?.orders ?? 0, products: row?.products ?? 0 };
  } finally {
    await handle.close();
  }
}
