import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";
import { rowsOf } from "./rows";

/**
 * PGlite has no autovacuum, so nothing else gives its planner statistics, and without them it misjudges the
 * catalogue's indexes (at 50,000 products a price filter sorted 7,000 rows instead of reading 30 in A-Z
 * order). Like autovacuum, this analyses again once a tenth of the products have come or gone.
 */
async function analyzeIfStale({ db }: DatabaseHandle) {
  const result = await db.execute(
    sql`select reltuples::float8 as estimated, (select count(*) from products)::float8 as live from pg_class where oid = 'products'::regclass`,
  );
  const [row] = rowsOf<{ estimated: number; live: number }>(result);
  if (row && row.estimated >= 0 && Math.abs(row.live - row.estimated) <= row.live / 10) return;
  await db.execute(sql`analyze`);
}

/** Applies pending migrations and keeps PGlite's statistics fresh; seeding the demo is start-up's call. */
export async function prepareDatabase(options: { handle: DatabaseHandle }) {
  const { handle } = options;
  await handle.migrate();
  if (handle.kind === "pglite") await analyzeIfStale(handle);
}
