import { eq, inArray, sql } from "drizzle-orm";
import type { StockMovementReason } from "~/lib/stock-ledger";
import { products, stockMovements } from "../db/schema";
import type { Executor } from "../outbox/enqueue";
import { sendBackInStockNotices } from "../stock/back-in-stock";

/** A stock change made: `stock` is the product's level right after it, read under its row lock. */
export type StockChange = { productId: string; productSlug: string; change: number; stock: number };

/** Writes the ledger rows of stock changes already made, in the caller's transaction. */
export async function recordStockMovements(
  tx: Executor,
  changes: readonly StockChange[],
  context: { reason: StockMovementReason; orderId: string; refundId?: string; actorEmail?: string | null },
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(stockMovements).values(
    changes.map((change) => ({
      productId: change.productId,
      productSlug: change.productSlug,
      change: change.change,
      reason: context.reason,
      orderId: context.orderId,
      refundId: context.refundId ?? null,
      actorEmail: context.actorEmail ?? null,
    })),
  );
}

/**
 * Puts units back on the shelf and records each one; products deleted since the sale are skipped. Returns the
 * changes made. Products are updated in id order, as take-stock locks them, so the two cannot deadlock.
 */
export async function restock(
  tx: Executor,
  units: readonly { productId: string | null; productSlug: string; quantity: number }[],
  context: { reason: "refund_restock" | "cancel_restock"; orderId: string; refundId: string; actorEmail: string },
): Promise<StockChange[]> {
  const wanted = new Map<string, Omit<StockChange, "stock">>();
  for (const unit of units) {
    if (!unit.productId || unit.quantity <= 0) continue;
    const entry = wanted.get(unit.productId) ?? { productId: unit.productId, productSlug: unit.productSlug, change: 0 };
    entry.change += unit.quantity;
    wanted.set(unit.productId, entry);
  }
  const existing = new Set(
    wanted.size === 0
      ? []
      : (
          await tx
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.id, [...wanted.keys()]))
        ).map((row) => row.id),
  );
  const changes: StockChange[] = [];
  const sorted = [...wanted.values()].sort((a, b) => a.productId.localeCompare(b.productId));
  for (const change of sorted.filter(({ productId }) => existing.has(productId))) {
    const [after] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${change.change}`, updatedAt: new Date() })
      .where(eq(products.id, change.productId))
      .returning({ stock: products.stock });
    if (after) changes.push({ ...change, stock: after.stock });
  }
  await recordStockMovements(tx, changes, context);
  // Units back on the shelf: whoever asked to hear about these products hears now (decision 173).
  if (changes.length > 0) await sendBackInStockNotices(tx);
  return changes;
}
