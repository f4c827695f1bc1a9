/**
 * A counter that moves whenever the catalogue (products, brands, categories) changes. Caches of
 * rendered pages compare it on every lookup and drop what they hold when it has moved.
 * Code that writes the catalogue in a running store calls markCatalogChanged() after the write.
 */
let version = 0;

export function getCatalogVersion(): number {
  return version;
}

export function markCatalogChanged(): void {
  version++;
}
