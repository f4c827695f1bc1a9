import { productPageTag } from "~/lib/page-cache-params";
import { cardStockBadge } from "~/lib/stock";
import { CatalogChanges } from "./catalog-changes";

/**
 * The catalogue changes of this process. Caches of rendered pages and of catalogue answers follow it; code that
 * writes the catalogue in a running store says so here after its transaction commits, and the change channel
 * (catalog-change-channel.ts) carries it to the store's other processes (decision 162).
 */
export const catalogChanges = new CatalogChanges();

/** Moves whenever the whole catalogue changes: caches of catalogue answers drop everything when it has moved. */
export function getCatalogVersion(): number {
  return catalogChanges.version();
}

/** Products, brands, prices or anything cards show changed: every cached catalogue page and answer goes. */
export function markCatalogChanged(): void {
  catalogChanges.record({ kind: "catalog" });
}

/** Something only a product's own page shows changed (its exact stock): only those pages go. */
export function markProductPagesChanged(slugs: readonly string[]): void {
  if (slugs.length > 0) catalogChanges.record({ kind: "pages", tags: slugs.map(productPageTag) });
}

/** One product's stock level as a committed change left it (`stock` is the level after `change`). */
export type StockLevelChange = { productSlug: string; change: number; stock: number };

/**
 * After stock moved (decision 163): a product's own page always shows its exact stock, but a card, on every
 * other page, shows only its badge, and whether a product has any stock decides where it is offered (the cart's
 * suggestions). So a change that leaves every badge as it was drops only those products' pages; one that
 * makes a badge appear or go drops the whole catalogue.
 */
export function markStockChanged(changes: readonly StockLevelChange[]): void {
  const badgeMoved = changes.some(({ change, stock }) => cardStockBadge(stock - change) !== cardStockBadge(stock));
  if (badgeMoved) markCatalogChanged();
  else markProductPagesChanged(changes.map((change) => change.productSlug));
}
