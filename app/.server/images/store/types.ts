/** What identifies an original's bytes, read without the bytes themselves. */
export type OriginalInfo = { version: string };

/**
 * Where image originals live, shared by every process of the store: the database (default) or an
 * S3-compatible bucket. Keys are paths below /images/ (`products/whey-1.png`), already checked by imageKey().
 */
export type ImageStore = {
  kind: "database" | "s3";
  /** The original's version, or undefined when there is none: cheap, for every request. */
  head(key: string): Promise<OriginalInfo | undefined>;
  /** The original's bytes, or undefined when there is none: only when a variant is rendered. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** Adds or replaces an original. */
  write(original: { key: string; bytes: Uint8Array }): Promise<void>;
};
