import { type AnyColumn, getTableColumns, sql } from "drizzle-orm";
import type { Square, SquareClient } from "square";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { importProductVariants } from "~/.server/catalog/variants";
import { importFlavorPrices } from "~/.server/catalog-editor/flavor-prices";
import type { Database } from "~/.server/db";
import { overwriteWhenChanged } from "~/.server/db/overwrite-when-changed";
import { products } from "~/.server/db/schema";
import { sendBackInStockNotices } from "~/.server/stock/back-in-stock";
import { linkSquareVariations } from "~/.server/stock/square-stock";
import { recordUnexplainedStock } from "~/.server/stock/stock-ledger";
import { type ImportedProduct, mapSquareItem, type SkippedItem, trackedVariationIds } from "./catalog-map";

export type CatalogImportProgress =
  | { phase: "fetch"; objects: number }
  | { phase: "stock"; counts: number }
  | { phase: "write"; done: number; total: number };

export type CatalogImportResult = { imported: number; skipped: SkippedItem[] };

export type ImportSquareCatalogOptions = {
  db: Database;
  client: SquareClient;
  /** Square location whose stock counts become product stock. */
  locationId: string;
  onProgress?: (progress: CatalogImportProgress) => void;
};

/** Square accepts up to 1,000 catalogue object ids per inventory request. */
const INVENTORY_CHUNK = 1000;
const WRITE_BATCH = 200;

async function fetchCatalog(client: SquareClient, report: (objects: number) => void) {
  const objects: Square.CatalogObject[] = [];
  let page = await client.catalog.list({ types: "ITEM,CATEGORY,IMAGE" });
  for (;;) {
    objects.push(...page.data);
    report(objects.length);
    if (!page.hasNextPage()) return objects;
    page = await page.getNextPage();
  }
}

async function fetchStock(options: {
  client: SquareClient;
  locationId: string;
  variationIds: string[];
  report: (counts: number) => void;
}): Promise<{ stock: Map<string, number>; countedAt: Map<string, Date> }> {
  const stock = new Map<string, number>();
  const countedAt = new Map<string, Date>();
  for (let start = 0; start < options.variationIds.length; start += INVENTORY_CHUNK) {
    let page = await options.client.inventory.batchGetCounts({
      catalogObjectIds: options.variationIds.slice(start, start + INVENTORY_CHUNK),
      locationIds: [options.locationId],
      states: ["IN_STOCK"],
    });
    for (;;) {
      for (const count of page.data) {
        if (!count.catalogObjectId) continue;
        const quantity = Math.max(0, Math.floor(Number(count.quantity ?? 0)));
        stock.set(count.catalogObjectId, (stock.get(count.catalogObjectId) ?? 0) + quantity);
        if (count.calculatedAt) countedAt.set(count.catalogObjectId, new Date(count.calculatedAt));
      }
      options.report(stock.size);
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
  }
  return { stock, countedAt };
}

const flavorPricesOf = (product: ImportedProduct) =>
  [...product.flavorPrices].map(([flavor, priceCents]) => ({ slug: product.slug, flavor, priceCents }));

/**
 * Each imported flavour's Square variation, read up to its count's time: a count includes every change Square made
 * to it until then (Square's `calculated_at`), and an uncounted variation from the import's start.
 */
function squareLinks(batch: readonly ImportedProduct[], countedAt: ReadonlyMap<string, Date>, startedAt: Date) {
  return batch.flatMap((product) =>
    [...product.variations].map(([flavor, variationId]) => ({
      slug: product.slug,
      flavor,
      variationId,
      readAt: countedAt.get(variationId) ?? startedAt,
    })),
  );
}

const productColumns: Record<string, AnyColumn> = getTableColumns(products);

/**
 * Upserts by slug, overwriting only what Square owns (the columns present on the rows); sale prices,
 * subscription prices, ratings and the rest stay as the store set them.
 */
async function upsertImported(db: Database, imported: ImportedProduct[]) {
  // Units are set on the variants (importProductVariants); the product's count is their sum.
  const rows = imported.map(({ stock: _stock, variations: _variations, flavorPrices: _prices, ...row }) => row);
  const { slug: _slug, ...owned } = rows[0] ?? {};
  const columns = Object.fromEntries(Object.keys(owned).map((key) => [key, productColumns[key] as AnyColumn]));
  const conflict = overwriteWhenChanged(columns);
  await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.slug,
      set: { ...conflict.set, updatedAt: sql`now()` },
      setWhere: conflict.setWhere,
    });
}

/** Rows with the same optional columns (images) can share one INSERT. */
function groupByColumns(rows: ImportedProduct[]): ImportedProduct[][] {
  const groups = new Map<string, ImportedProduct[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join();
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/**
 * Imports the Square catalogue into the store's products (`npm run catalog:import`). Idempotent:
 * products are upserted by slug and unchanged rows are not touched. Items that cannot be sold as a
 * store product (no price, no matching category, a name already taken) are skipped and reported.
 */
export async function importSquareCatalog(options: ImportSquareCatalogOptions): Promise<CatalogImportResult> {
  const { db, client, locationId, onProgress = () => {} } = options;
  const startedAt = new Date();
  const objects = await fetchCatalog(client, (count) => onProgress({ phase: "fetch", objects: count }));

  const items = objects.filter((o): o is Square.CatalogObject.Item => o.type === "ITEM" && !o.isDeleted);
  const categoryNames = new Map<string, string>();
  const imageUrls = new Map<string, string>();
  for (const object of objects) {
    if (!object.id) continue;
    if (object.type === "CATEGORY" && object.categoryData?.name) categoryNames.set(object.id, object.categoryData.name);
    if (object.type === "IMAGE" && object.imageData?.url) imageUrls.set(object.id, object.imageData.url);
  }
  const { stock: stockByVariation, countedAt } = await fetchStock({
    client,
    locationId,
    variationIds: trackedVariationIds(items),
    report: (counts) => onProgress({ phase: "stock", counts }),
  });

  const imported = new Map<string, ImportedProduct>();
  const skipped: SkippedItem[] = [];
  for (const item of items) {
    if (item.itemData?.isArchived) continue;
    const mapped = mapSquareItem(item, { categoryNames, imageUrls, stockByVariation });
    if (!("slug" in mapped)) skipped.push(mapped);
    else if (imported.has(mapped.slug)) skipped.push({ name: mapped.title, reason: "another item has the same name" });
    else imported.set(mapped.slug, mapped);
  }

  await upsertTaxonomy({ db });
  const rows = [...imported.values()];
  let done = 0;
  onProgress({ phase: "write", done, total: rows.length });
  for (const group of groupByColumns(rows)) {
    for (let start = 0; start < group.length; start += WRITE_BATCH) {
      const batch = group.slice(start, start + WRITE_BATCH);
      await upsertImported(db, batch);
      await importProductVariants(db, batch);
      await linkSquareVariations({ db, links: squareLinks(batch, countedAt, startedAt) });
      await importFlavorPrices({ db, prices: batch.flatMap(flavorPricesOf) });
      done += batch.length;
      onProgress({ phase: "write", done, total: rows.length });
    }
  }
  // Square's counts replaced the store's: the ledger books the difference (decision 172) as Square's, so it is not
  // sent back to Square (decision 187).
  await recordUnexplainedStock({ db, reason: "square" });
  await sendBackInStockNotices(db);
  return { imported: rows.length, skipped };
}
