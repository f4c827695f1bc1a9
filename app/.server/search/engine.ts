import { getDb } from "~/.server/db";
import { createPostgresSearchEngine } from "./postgres-engine";
import { withResultCache } from "./result-cache";
import type { SearchEngine } from "./types";

let engine: SearchEngine | undefined;

/** The process's engine: PostgreSQL full-text search on the store's database, behind a result cache. */
export async function getSearchEngine(): Promise<SearchEngine> {
  engine ??= withResultCache(createPostgresSearchEngine(await getDb()));
  return engine;
}
