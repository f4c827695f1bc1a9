import { and, eq, gt, inArray, isNull, lt, or, sql, sum } from "drizzle-orm";
import { markStockChanged, type StockLevelChange } from "~/.server/cache/catalog-version";
import { lockProducts, moveVariantStock, variantShelfColumns, variantsOfImportRows } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { products, productVariants, stockMovements } from "~/.server/db/schema";
import { sendBackInStockNotices } from "~/.server/stock/back-in-stock";
import { variantName } from "~/lib/variants";

/**
 * Square's stock changes booked in the store's ledger (decision 187). Each Square change is booked once, by its id,
 * however often it is read, so a webhook delivered twice or two reads that overlap change nothing more.
 */

/**
 * A change made in Square, as the store books it: an `adjustment` moves `units` onto (positive) or off (negative)
 * the shelf (a sale at Square's counter, a delivery, waste); a `count` is a stocktake, `units` on the shelf at
 * `occurredAt`.
 */
export type SquareStockChange = {
  id: string;
  variationId: string;
  occurredAt: Date;
  kind: "adjustment" | "count";
  units: number;
};

/** A Square change that took more than the store had: the store stops at none and the owner is told. */
type SquareShortfall = { name: string; sku: string; short: number };

export type SquareStockResult = { booked: number; shortfalls: SquareShortfall[] };

/**
 * The flavours mapped to these Square variations, and the time from which Square's changes to them may not yet be
 * booked (the earliest of their read marks).
 */
export async function findSquareShelves(options: {
  variationIds: readonly string[];
  db?: Database;
}): Promise<{ variationIds: string[]; readFrom: Date }> {
  const db = options.db ?? (await getDb());
  if (options.variationIds.length === 0) return { variationIds: [], readFrom: new Date() };
  const rows = await db
    .select({ variationId: productVariants.squareVariationId, readAt: productVariants.squareChangesReadAt })
    .from(productVariants)
    .where(inArray(productVariants.squareVariationId, [...options.variationIds]));
  const times = rows.map((row) => row.readAt?.getTime() ?? Date.now());
  return {
    variationIds: rows.flatMap((row) => (row.variationId ? [row.variationId] : [])),
    readFrom: new Date(Math.min(Date.now(), ...times)),
  };
}

type Shelf = { variantId: string; productId: string; slug: string; name: string; sku: string; stock: number };

function noteOf(change: SquareStockChange, short: number): string {
  const what = change.kind === "count" ? `Counted ${change.units} in Square` : "Changed in Square";
  return short > 0 ? `${what}; ${short} more than the store had` : what;
}

/**
 * The change a stocktake makes: Square counts what was on the shelf at its time, so the flavour becomes that count
 * plus every change booked after it (Square orders changes by when they happened, and so does the ledger).
 */
async function countEffect(tx: Executor, shelf: Shelf, change: SquareStockChange): Promise<number> {
  const [later] = await tx
    .select({ total: sum(stockMovements.change).mapWith(Number) })
    .from(stockMovements)
    .where(and(eq(stockMovements.variantId, shelf.variantId), gt(stockMovements.createdAt, change.occurredAt)));
  return change.units + (later?.total ?? 0) - shelf.stock;
}

/**
 * Books Square's changes to its mapped flavours, oldest first, in one transaction, and marks the variations read up
 * to `readUntil` (Square's time of the latest change read; null when there was none). Products are locked first, in id order, as every writer of stock locks them.
 */
export async function applySquareStockChanges(options: {
  changes: readonly SquareStockChange[];
  variationIds: readonly string[];
  readUntil: Date | null;
  db?: Database;
}): Promise<SquareStockResult> {
  const db = options.db ?? (await getDb());
  const variationIds = [...new Set([...options.variationIds, ...options.changes.map((c) => c.variationId)])];
  if (variationIds.length === 0) return { booked: 0, shortfalls: [] };
  const outcome = await db.transaction(async (tx) => {
    const mapped = inArray(productVariants.squareVariationId, variationIds);
    const productIds = await tx.selectDistinct({ id: productVariants.productId }).from(productVariants).where(mapped);
    const productStock = await lockProducts(
      tx,
      productIds.map((row) => row.id),
    );
    const rows = await tx
      .select({
        variationId: productVariants.squareVariationId,
        variantId: productVariants.id,
        productId: productVariants.productId,
        ...variantShelfColumns,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(mapped);
    const shelves = new Map<string, Shelf>(
      rows.map((row) => [row.variationId ?? "", { ...row, name: variantName(row.title, row.flavor) }]),
    );
    const changeIds = options.changes.map((change) => change.id);
    const seen = new Set(
      changeIds.length === 0
        ? []
        : (
            await tx
              .select({ id: stockMovements.squareChangeId })
              .from(stockMovements)
              .where(inArray(stockMovements.squareChangeId, changeIds))
          ).map((row) => row.id),
    );
    const shortfalls: SquareShortfall[] = [];
    const levels = new Map<string, StockLevelChange>();
    let booked = 0;
    const oldestFirst = [...options.changes].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    for (const change of oldestFirst) {
      const shelf = shelves.get(change.variationId);
      if (!shelf || seen.has(change.id)) continue;
      seen.add(change.id);
      const wanted = change.kind === "count" ? await countEffect(tx, shelf, change) : change.units;
      // Square may sell below none; the store cannot, so it books what it had and says what was short.
      const short = Math.max(0, -(shelf.stock + wanted));
      const effect = wanted + short;
      if (short > 0) shortfalls.push({ name: shelf.name, sku: shelf.sku, short });
      await moveVariantStock(tx, { variantId: shelf.variantId, change: effect });
      shelf.stock += effect;
      await tx.insert(stockMovements).values({
        productId: shelf.productId,
        variantId: shelf.variantId,
        productSlug: shelf.slug,
        change: effect,
        reason: "square",
        note: noteOf(change, short),
        squareChangeId: change.id,
        createdAt: change.occurredAt,
      });
      booked += 1;
      const level = levels.get(shelf.productId) ?? {
        productSlug: shelf.slug,
        change: 0,
        stock: productStock.get(shelf.productId) ?? 0,
      };
      levels.set(shelf.productId, { ...level, change: level.change + effect, stock: level.stock + effect });
    }
    const { readUntil } = options;
    if (readUntil) {
      await tx
        .update(productVariants)
        .set({ squareChangesReadAt: readUntil })
        .where(
          and(
            mapped,
            or(isNull(productVariants.squareChangesReadAt), lt(productVariants.squareChangesReadAt, readUntil)),
          ),
        );
    }
    if ([...levels.values()].some((level) => level.change > 0)) await sendBackInStockNotices(tx);
    return { booked, shortfalls, levels: [...levels.values()] };
  });
  const moved = outcome.levels.filter((level) => level.change !== 0);
  if (moved.length > 0) markStockChanged(moved);
  return { booked: outcome.booked, shortfalls: outcome.shortfalls };
}

/** A flavour of an imported product and the Square variation that counts it, read up to `readAt` by Square's clock. */
type SquareLink = { slug: string; flavor: string | null; variationId: string; readAt: Date };

/**
 * Maps flavours to the Square variations that count their stock (a Square import, decision 187). A variation now on
 * another flavour (an item renamed in Square) leaves its old one. The import has just set each flavour's units from
 * its variation's count, so the flavour's read mark moves to that count's time.
 */
export async function linkSquareVariations(options: { db: Executor; links: readonly SquareLink[] }): Promise<void> {
  if (options.links.length === 0) return;
  const targets = variantsOfImportRows(
    options.links.map(
      (link) =>
        sql`(${link.slug}, ${link.flavor ?? ""}, ${link.variationId}, ${link.readAt.toISOString()}::timestamptz)`,
    ),
    ["variation_id", "read_at"],
  );
  await options.db.execute(sql`
    update ${productVariants} set square_variation_id = null
    where square_variation_id in (select variation_id from (${targets}) t)
      and id not in (select variant_id from (${targets}) t)
  `);
  await options.db.execute(sql`
    update ${productVariants} v set square_variation_id = t.variation_id, square_changes_read_at = t.read_at
    from (${targets}) t where v.id = t.variant_id
  `);
}
