import type { Database } from "../../db";
import { type Env, getEnv } from "../../env";
import { databaseImageStore } from "./database";
import { s3ImageStore } from "./s3";
import type { ImageStore } from "./types";

export type { ImageStore, OriginalInfo } from "./types";

type StoreEnv = Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">;

/** The bucket when S3_BUCKET is set (its keys are checked by getEnv), else the database (decision 159). */
export function createImageStore(options: { env: StoreEnv; db?: Database }): ImageStore {
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
