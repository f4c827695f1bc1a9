import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db";
import { products } from "../db/schema";
import type { OrderLineRow } from "./shape";
import { recordStockMovements, type StockChange } from "./stock-movements";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

class StockShortage extends Error {
  constructor(readonly titles: string[]) {
    super(`Not enough stock: ${titles.join(", ")}`);
  }
}

/** What taking an order's stock did: the titles that could not be supplied, or the changes made. */
export type TakenStock = { short: string[]; sold: StockChange[] };

/**
 * Takes a paid order's units from stock, all or nothing (docs/product.md#stock). Each UPDATE only succeeds while
 * enough stock is left, and its row lock makes a concurrent order wait and then see what is left, so two
 * shoppers can never both take the last unit. Products are locked in id order so two orders cannot deadlock.
 * Returns the titles that could not be supplied (and then takes nothing), else the changes made, each product's
 * written to the stock ledger as a sale.
 */
export async function takeStock(tx: Transaction, lines: readonly OrderLineRow[]): Promise<TakenStock> {
  const wanted = new Map<string, { quantity: number; title: string; slug: string }>();
  const missing: string[] = [];
  for (const line of lines) {
    if (!line.productId) {
      missing.push(line.title);
      continue;
    }
    const entry = wanted.get(line.productId) ?? { quantity: 0, title: line.title, slug: line.productSlug };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  if (missing.length > 0) return { short: missing, sold: [] };

  const sold: StockChange[] = [];
  try {
    // A savepoint: a shortage rolls back the units already taken for this order, nothing else.
    await tx.transaction(async (savepoint) => {
      const short: string[] = [];
      for (const [id, { quantity, title, slug }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
        const [taken] = await savepoint
          .update(products)
          .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
          .where(and(eq(products.id, id), gte(products.stock, quantity)))
          .returning({ stock: products.stock });
        if (taken) sold.push({ productId: id, productSlug: slug, change: -quantity, stock: taken.stock });
        else short.push(title);
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
