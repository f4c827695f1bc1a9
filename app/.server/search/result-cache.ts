import { getCatalogVersion } from "~/.server/cache/catalog-version";
import { createPromiseCache } from "~/.server/cache/promise-cache";
import type { SearchEngine } from "./types";

export type ResultCacheOptions = {
  maxEntries?: number;
  /** A safety net for other processes' catalogue writes, which this process is never told about. */
  ttlMs?: number;
  now?: () => number;
  catalogVersion?: () => number;
};

/**
 * Keeps recent answers for a minute, least recently used out first, and forgets them all when the catalogue
 * changes (app/.server/cache/catalog-version.ts), as the page cache does for pages. The broad terms that cost the
 * database most ('protein', the first letters typed) are also the most asked, so they are answered from
 * memory; identical requests in flight share one query, and failures are not kept.
 */
export function withResultCache(engine: SearchEngine, options: ResultCacheOptions = {}): SearchEngine {
  const { maxEntries = 1000, ttlMs = 60_000, now = Date.now, catalogVersion = getCatalogVersion } = options;
  const cache = createPromiseCache({ maxEntries, ttlMs, now, generation: catalogVersion });
  return {
    search: (request) => cache.remember(`search ${JSON.stringify(request)}`, () => engine.search(request)),
    suggest: (term) => cache.remember(`suggest ${term}`, () => engine.suggest(term)),
  };
}
