export type PromiseCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Everything is forgotten when this answers something new (e.g. the catalogue version). */
  generation?: () => unknown;
};

export type PromiseCache = {
  remember<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
};

type Entry = { value: Promise<unknown>; storedAt: number };

/**
 * Answers kept for ttlMs, least recently used out first beyond maxEntries. Concurrent lookups of a key
 * share one load; a failed load is not kept. An answer whose load began before the generation moved is
 * stored under the old generation, which the next lookup drops.
 */
export function createPromiseCache({
  ttlMs,
  maxEntries,
  now = Date.now,
  generation,
}: PromiseCacheOptions): PromiseCache {
  const entries = new Map<string, Entry>();
  let seenGeneration = generation?.();

  return {
    remember<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const current = generation?.();
      if (current !== seenGeneration) {
        entries.clear();
        seenGeneration = current;
      }
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && now() - hit.storedAt < ttlMs) {
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      // Resolved once into a plain promise: a Drizzle query is a thenable that runs again on every `then`.
      const entry: Entry = { value: Promise.resolve(load()), storedAt: now() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return entry.value as Promise<T>;
    },
  };
}
