import { createHash } from "node:crypto";
import type { CatalogChanges } from "~/.server/cache/catalog-changes";
import { catalogChanges } from "~/.server/cache/catalog-version";
import type { GzipPart } from "./gzip-around-nonce";

/**
 * A rendered page kept without its CSP nonce: the body is split where the nonce appeared, so each
 * response can be joined with that response's own nonce. The parts are kept encoded, so a hit copies
 * bytes instead of encoding the whole page again.
 */
export type CachedPage = {
  /** 200, or 404 for the one shared not-found page. */
  status: number;
  bodyParts: Buffer[];
  headers: [string, string][];
  /** Weak: bodies differ by their nonce, so they are equivalent rather than byte-identical. */
  etag: string;
  storedAt: number;
  /** Where the catalogue's changes stood when rendering began: a page rendered from older data is never kept. */
  catalogMark: number;
  /** What the page is about (PageCacheTags): a change to one of them drops it. */
  tags: string[];
  /** The parts compressed, made at the first response that asks for gzip. */
  gzipParts?: GzipPart[];
};

export function toCachedPage(options: {
  status?: number;
  body: string;
  nonce: string;
  headers: Headers;
  storedAt: number;
  catalogMark: number;
  tags?: string[];
}): CachedPage {
  const bodyParts = options.body.split(options.nonce).map((part) => Buffer.from(part));
  const hash = createHash("sha1");
  for (const part of bodyParts) hash.update(part).update("\u0000nonce\u0000");
  return {
    status: options.status ?? 200,
    bodyParts,
    headers: [...options.headers],
    etag: `W/"${hash.digest("base64url")}"`,
    storedAt: options.storedAt,
    catalogMark: options.catalogMark,
    tags: options.tags ?? [],
  };
}

export function renderCachedPage(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const body = Buffer.concat(page.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
  // Buffer.concat allocates ordinary memory; the cast only narrows Node's Buffer type for the Fetch API.
  return body as Uint8Array<ArrayBuffer>;
}

type PageCacheOptions = {
  maxEntries?: number;
  /** A safety net: entries older than this are dropped even if nothing said the catalogue changed. */
  ttlMs?: number;
  now?: () => number;
  /** The catalogue changes this cache follows: the process's own, or a test's. */
  changes?: CatalogChanges;
};

/**
 * A bounded least-recently-used map of rendered pages that empties itself when the whole catalogue changes
 * and drops a page when what it is about changes (its tags).
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #changes: CatalogChanges;
  #seenVersion: number;
  readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.#changes = options.changes ?? catalogChanges;
    this.#seenVersion = this.#changes.version();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Where the catalogue's changes stand now; frees every entry at once when the whole catalogue changed. */
  catalogMark(): number {
    const version = this.#changes.version();
    if (version !== this.#seenVersion) {
      this.#entries.clear();
      this.#seenVersion = version;
    }
    return this.#changes.mark();
  }

  get(key: string): CachedPage | undefined {
    this.catalogMark();
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#entries.delete(key);
    if (this.now() - page.storedAt >= this.#ttlMs) return undefined;
    if (!this.#changes.unchangedSince(page.catalogMark, page.tags)) return undefined;
    // Re-inserting moves the entry to the end: Map keeps insertion order, so the first key is the least recent.
    this.#entries.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.catalogMark();
    if (!this.#changes.unchangedSince(page.catalogMark, page.tags)) return;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
