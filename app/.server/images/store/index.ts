import { createPromiseCache } from "~/.server/cache/promise-cache";
import type { Database } from "~/.server/db";
import { type Env, getEnv } from "~/.server/env";
import { databaseImageStore } from "./database";
import { s3ImageStore } from "./s3";
import type { ImageStore } from "./types";

export type { ImageStore, OriginalInfo } from "./types";

type StoreEnv = Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">;

/** How long a process trusts a version it has read (decision 161). */
const VERSION_TTL_MS = 60_000;
/** How long a process trusts that an original is missing (decision 216). */
export const MISS_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

class NoOriginal extends Error {}

/**
 * Remembers the versions it finds for a minute, so a variant in the disk cache is served without asking the
 * database or the bucket, and the keys it finds missing for ten seconds, so a missing image asked for again and
 * again (a stale link, a crawler) costs one lookup in that time, not one a request. An original this process
 * writes is served at once; one another process writes under a key this one just missed, within the ten seconds
 * (uploads take new random names, so only a name guessed before its upload). A replaced original (names are
 * meant to be immutable) reaches other processes within the minute.
 */
function rememberingVersions(store: ImageStore, now: () => number): ImageStore {
  const versions = createPromiseCache({ ttlMs: VERSION_TTL_MS, maxEntries: MAX_ENTRIES, now });
  /** Missing keys and when they were found missing, oldest first. */
  const misses = new Map<string, number>();
  const missing = (key: string) => {
    const at = misses.get(key);
    if (at !== undefined && now() - at < MISS_TTL_MS) return true;
    misses.delete(key);
    return false;
  };
  const rememberMiss = (key: string) => {
    misses.delete(key);
    misses.set(key, now());
    for (const oldest of misses.keys()) {
      if (misses.size <= MAX_ENTRIES) break;
      misses.delete(oldest);
    }
  };
  return {
    ...store,
    head: async (key) => {
      if (missing(key)) return undefined;
      return versions
        .remember(key, async () => {
          const info = await store.head(key);
          // A failed load is not kept by the version cache: the miss is kept apart, for less time.
          if (!info) throw new NoOriginal();
          return info;
        })
        .catch((error: unknown) => {
          if (!(error instanceof NoOriginal)) throw error;
          rememberMiss(key);
          return undefined;
        });
    },
    write: async (original) => {
      await store.write(original);
      misses.delete(original.key);
    },
  };
}

/** The bucket when S3_BUCKET is set (its keys are checked by getEnv), else the database (decision 159). */
export function createImageStore(options: { env: StoreEnv; db?: Database; now?: () => number }): ImageStore {
  return rememberingVersions(chooseStore(options), options.now ?? Date.now);
}

function chooseStore(options: { env: StoreEnv; db?: Database }): ImageStore {
  const { env, db } = options;
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3ImageStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return databaseImageStore({ db });
}

let processStore: ImageStore | undefined;

/** The process's image store, on the process database unless S3 is configured. */
export function getImageStore(): ImageStore {
  processStore ??= createImageStore({ env: getEnv() });
  return processStore;
}
