import { sql } from "drizzle-orm";
import { type Database, getDb } from "./index";

/** Throws when the database does not answer a trivial query (the health check). */
export async function pingDatabase(options: { db?: Database } = {}): Promise<void> {
  const db = options.db ?? (await getDb());
  await db.execute(sql`select 1`);
}
