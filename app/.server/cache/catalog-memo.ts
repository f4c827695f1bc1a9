import { createPromiseCache, type PromiseCache } from "~/.server/cache/promise-cache";
import type { Database } from "~/.server/db";
import { getCatalogVersion } from "./catalog-version";

/** Per database, so tests (and tools) holding several databases never see each other's answers. */
const memos = new WeakMap<Database, PromiseCache>();

function memoFor(db: Database): PromiseCache {
  let memo = memos.get(db);
  if (!memo) {
    memo = createPromiseCache({
      // A safety net for catalogue writes by other processes on the same database, as for the page cache.
      ttlMs: 60_000,
      // Counts of filter selections are small; the bound keeps a crawler walking every combination in check.
      maxEntries: 1000,
      generation: getCatalogVersion,
    });
    memos.set(db, memo);
  }
  return memo;
}

/**
 * What every catalogue page would otherwise recompute (counts, price bounds, a brand page's products),
 * kept until the catalogue changes (markCatalogChanged()) or for a minute at most. Concurrent requests
 * share one query; a failed one is not kept.
 */
export function rememberForCatalogVersion<T>(db: Database, key: string, load: () => PromiseLike<T>): Promise<T> {
  return memoFor(db).remember(key, load);
}
