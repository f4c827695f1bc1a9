import { inArray } from "drizzle-orm";
import { lockProducts, moveVariantStock } from "~/.server/catalog/variants";
import type { Executor } from "~/.server/db/executor";
import { productVariants, stockMovements } from "~/.server/db/schema";
import { sendBackInStockNotices } from "~/.server/stock/back-in-stock";
import type { StockMovementReason } from "~/lib/stock-ledger";

/**
 * A stock change made to one variant: `stock` is the product's level, all flavours together, right
 * after it, read under the product's row lock (what cards and cached pages go by).
 */
export type StockChange = { productId: string; variantId: string; productSlug: string; change: number; stock: number };

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
      variantId: change.variantId,
      productSlug: change.productSlug,
      change: change.change,
      reason: context.reason,
      orderId: context.orderId,
      refundId: context.refundId ?? null,
      actorEmail: context.actorEmail ?? null,
    })),
  );
}

type Unit = { variantId: string | null; productSlug: string; quantity: number };

/**
 * Puts units back on their flavour's shelf and records each one; variants removed since the sale (a product
 * deleted, a flavour dropped) are skipped. Returns the changes made. Products are locked in id order first, as
 * take-stock locks them, so the two cannot deadlock.
 */
export async function restock(
  tx: Executor,
  units: readonly Unit[],
  context: { reason: "refund_restock" | "cancel_restock"; orderId: string; refundId: string; actorEmail: string },
): Promise<StockChange[]> {
  const wanted = new Map<string, { productSlug: string; change: number }>();
  for (const unit of units) {
    if (!unit.variantId || unit.quantity <= 0) continue;
    const entry = wanted.get(unit.variantId) ?? { productSlug: unit.productSlug, change: 0 };
    entry.change += unit.quantity;
    wanted.set(unit.variantId, entry);
  }
  const variants =
    wanted.size === 0
      ? []
      : await tx
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, [...wanted.keys()]));
  const productStock = await lockProducts(tx, [...new Set(variants.map((variant) => variant.productId))]);
  const changes: StockChange[] = [];
  const sorted = variants.sort((a, b) => a.productId.localeCompare(b.productId) || a.id.localeCompare(b.id));
  for (const variant of sorted) {
    const entry = wanted.get(variant.id);
    if (!entry || (await moveVariantStock(tx, { variantId: variant.id, change: entry.change })) === null) continue;
    const stock = (productStock.get(variant.productId) ?? 0) + entry.change;
    productStock.set(variant.productId, stock);
    changes.push({
      productId: variant.productId,
      variantId: variant.id,
      productSlug: entry.productSlug,
      change: entry.change,
      stock,
    });
  }
  await recordStockMovements(tx, changes, context);
  // Units back on the shelf: whoever asked to hear about these products hears now (decision 173).
  if (changes.length > 0) await sendBackInStockNotices(tx);
  return changes;
}
