import { createPromiseCache } from "../../cache/promise-cache";
import type { Database } from "../../db";
import { type Env, getEnv } from "../../env";
import { databaseImageStore } from "./database";
import { s3ImageStore } from "./s3";
import type { ImageStore } from "./types";

export type { ImageStore, OriginalInfo } from "./types";

type StoreEnv = Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">;

/** How long a process trusts a version it has read (decision 161). */
const VERSION_TTL_MS = 60_000;

class NoOriginal extends Error {}

/**
 * Remembers the versions it finds for a minute, so a variant in the disk cache is served without asking the
 * database or the bucket. Misses are not remembered: an original another process has just written is served
 * at once. A replaced original (names are meant to be immutable) reaches other processes within the minute.
 */
function rememberingVersions(store: ImageStore): ImageStore {
  const versions = createPromiseCache({ ttlMs: VERSION_TTL_MS, maxEntries: 10_000 });
  return {
    ...store,
    head: (key) =>
      versions
        .remember(key, async () => {
          const info = await store.head(key);
          // A failed load is not kept by the cache: that is how a miss stays unremembered.
          if (!info) throw new NoOriginal();
          return info;
        })
        .catch((error: unknown) => {
          if (error instanceof NoOriginal) return undefined;
          throw error;
        }),
  };
}

/** The bucket when S3_BUCKET is set (its keys are checked by getEnv), else the database (decision 159). */
export function createImageStore(options: { env: StoreEnv; db?: Database }): ImageStore {
  return rememberingVersions(chooseStore(options));
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
