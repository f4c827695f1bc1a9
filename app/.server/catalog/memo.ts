import type { Database } from "../db";
import { getCatalogVersion } from "./version";

/** A safety net for catalogue writes by other processes on the same database, as for the page cache. */
const TTL_MS = 60_000;
/** Counts of filter selections are small; the bound keeps a crawler walking every combination in check. */
const MAX_ENTRIES = 1000;

type Entry = { value: Promise<unknown>; storedAt: number };
type Memo = { version: number; entries: Map<string, Entry> };

/** Per database, so tests (and tools) holding several databases never see each other's answers. */
const memos = new WeakMap<Database, Memo>();

function memoFor(db: Database): Memo {
  const version = getCatalogVersion();
  let memo = memos.get(db);
  if (!memo || memo.version !== version) {
    memo = { version, entries: new Map() };
    memos.set(db, memo);
  }
  return memo;
}

/**
 * What every catalogue page would otherwise recompute (counts, price bounds, a brand page's products),
 * kept until the catalogue changes (markCatalogChanged()) or for a minute at most. Concurrent requests
 * share one query; a failed one is not kept. An answer whose query began before a change lands in the
 * memo of the old version, which the next lookup drops.
 */
export function rememberForCatalogVersion<T>(db: Database, key: string, load: () => PromiseLike<T>): Promise<T> {
  const { entries } = memoFor(db);
  const hit = entries.get(key);
  entries.delete(key);
  if (hit && Date.now() - hit.storedAt < TTL_MS) {
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  // Resolved once into a plain promise: a Drizzle query is a thenable that runs again on every `then`.
  const entry: Entry = { value: Promise.resolve(load()), storedAt: Date.now() };
  entries.set(key, entry);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
  return entry.value as Promise<T>;
}
