/**
 * A change to what catalogue pages show: the whole catalogue (a product, brand or price anywhere, a badge that
 * appears on cards), or only the pages tagged with some tags (a product's own page, `productPageTag`).
 */
export type CatalogChange = { kind: "catalog" } | { kind: "pages"; tags: string[] };

/**
 * The history of catalogue changes one store process knows of, its own and those other processes sent
 * (app/.server/cache/catalog-change-channel.ts). Caches note `mark()` when they start computing something and
 * keep the result only while `unchangedSince(mark, tags)` holds, so a page rendered from data older than a
 * change is never served after that change is known here.
 */
export class CatalogChanges {
  #sequence = 0;
  #lastCatalogChange = 0;
  /** Since the last catalogue-wide change only: anything marked before that is out of date anyway. */
  readonly #lastTagChange = new Map<string, number>();
  #publish: ((change: CatalogChange) => void) | undefined;

  /** Moves with every catalogue-wide change: caches of whole answers (counts, search) compare it. */
  version(): number {
    return this.#lastCatalogChange;
  }

  /** Where the history stands now: what a render or a query began from. */
  mark(): number {
    return this.#sequence;
  }

  /** Whether something computed at `mark`, showing what `tags` name, is still what it would be now. */
  unchangedSince(mark: number, tags: readonly string[]): boolean {
    if (this.#lastCatalogChange > mark) return false;
    return tags.every((tag) => (this.#lastTagChange.get(tag) ?? 0) <= mark);
  }

  /** A change this process made (after its transaction committed): applied here, then sent to the others. */
  record(change: CatalogChange): void {
    this.apply(change);
    this.#publish?.(change);
  }

  /** A change another process made, or everything at once after changes may have been missed. */
  apply(change: CatalogChange): void {
    this.#sequence++;
    if (change.kind === "pages") {
      for (const tag of change.tags) this.#lastTagChange.set(tag, this.#sequence);
      return;
    }
    this.#lastCatalogChange = this.#sequence;
    this.#lastTagChange.clear();
  }

  /** Sends every recorded change to the other processes too (undefined: to nobody). */
  publishWith(publish: ((change: CatalogChange) => void) | undefined): void {
    this.#publish = publish;
  }
}
