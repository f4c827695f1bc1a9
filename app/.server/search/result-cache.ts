import { getCatalogVersion } from "../catalog/version";
import type { SearchEngine } from "./engine";

export type ResultCacheOptions = {
  maxEntries?: number;
  /** A safety net for other processes' catalogue writes, which this process is never told about. */
  ttlMs?: number;
  now?: () => number;
  catalogVersion?: () => number;
};

type Entry = { answer: Promise<unknown>; storedAt: number };

/**
 * Keeps recent answers for a minute, least recently used out first, and forgets them all when the catalogue
 * changes (app/.server/catalog/version.ts), as the page cache does for pages. The broad terms that cost the
 * database most ('protein', the first letters typed) are also the most asked, so they are answered from
 * memory; identical requests in flight share one query, and failures are not kept.
 */
export function withResultCache(engine: SearchEngine, options: ResultCacheOptions = {}): SearchEngine {
  const { maxEntries = 1000, ttlMs = 60_000, now = Date.now, catalogVersion = getCatalogVersion } = options;
  const entries = new Map<string, Entry>();
  let seenVersion = catalogVersion();

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = catalogVersion();
    if (version !== seenVersion) {
      entries.clear();
      seenVersion = version;
    }
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && now() - hit.storedAt < ttlMs) {
      entries.set(key, hit);
      return hit.answer as Promise<T>;
    }
    const entry = { answer: load(), storedAt: now() };
    entries.set(key, entry);
    entry.answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return entry.answer as Promise<T>;
  }

  return {
    search: (request) => remember(`search ${JSON.stringify(request)}`, () => engine.search(request)),
    suggest: (term) => remember(`suggest ${term}`, () => engine.suggest(term)),
  };
}
