import { lockProducts, moveVariantStock } from "~/.server/catalog/variants";
import type { Transaction } from "~/.server/db/executor";
import type { OrderLineRow } from "~/.server/orders/shared/shape";
import { recordStockMovements, type StockChange } from "~/.server/orders/shared/stock-movements";
import { variantName } from "~/lib/variants";

class StockShortage extends Error {
  constructor(readonly titles: string[]) {
    super(`Not enough stock: ${titles.join(", ")}`);
  }
}

/** What taking an order's stock did: the titles that could not be supplied, or the changes made. */
export type TakenStock = { short: string[]; sold: StockChange[] };

type Wanted = { productId: string; variantId: string; quantity: number; title: string; slug: string };

/** The units an order's lines take, by variant, and the lines whose product or flavour has gone since. */
function unitsByVariant(lines: readonly OrderLineRow[]): { wanted: Wanted[]; missing: string[] } {
  const wanted = new Map<string, Wanted>();
  const missing: string[] = [];
  for (const line of lines) {
    if (!line.productId || !line.variantId) {
      missing.push(variantName(line.title, line.flavor));
      continue;
    }
    const entry = wanted.get(line.variantId) ?? {
      productId: line.productId,
      variantId: line.variantId,
      quantity: 0,
      title: variantName(line.title, line.flavor),
      slug: line.productSlug,
    };
    entry.quantity += line.quantity;
    wanted.set(line.variantId, entry);
  }
  // Product by product in id order (each one's row is locked first), and a product's variants in id order.
  const sorted = [...wanted.values()].sort(
    (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
  );
  return { wanted: sorted, missing };
}

/**
 * Takes a paid order's units from stock, all or nothing (docs/product.md#stock), each from its flavour's own
 * shelf (decision 180). The products are locked in id order first, so a concurrent order waits and then sees what
 * is left: two shoppers can never both take the last unit, and two orders cannot deadlock. Returns the lines that
 * could not be supplied (and then takes nothing), else the changes made, each written to the ledger as a sale.
 */
export async function takeStock(tx: Transaction, lines: readonly OrderLineRow[]): Promise<TakenStock> {
  const { wanted, missing } = unitsByVariant(lines);
  if (missing.length > 0) return { short: missing, sold: [] };

  const sold: StockChange[] = [];
  try {
    // A savepoint: a shortage rolls back the units already taken for this order, nothing else.
    await tx.transaction(async (savepoint) => {
      const productStock = await lockProducts(savepoint, [...new Set(wanted.map((unit) => unit.productId))]);
      const short: string[] = [];
      for (const unit of wanted) {
        const left = await moveVariantStock(savepoint, { variantId: unit.variantId, change: -unit.quantity });
        if (left === null) {
          short.push(unit.title);
          continue;
        }
        const stock = (productStock.get(unit.productId) ?? 0) - unit.quantity;
        productStock.set(unit.productId, stock);
        const { productId, variantId, slug: productSlug } = unit;
        sold.push({ productId, variantId, productSlug, change: -unit.quantity, stock });
      }
      if (short.length > 0) throw new StockShortage(short);
    });
  } catch (error) {
    if (error instanceof StockShortage) return { short: error.titles, sold: [] };
    throw error;
  }
  const orderId = lines[0]?.orderId;
  if (orderId) await recordStockMovements(tx, sold, { reason: "sale", orderId });
  return { short: [], sold };
}
