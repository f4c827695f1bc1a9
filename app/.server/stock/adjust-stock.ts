import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../admin/audit";
import { markStockChanged } from "../catalog/version";
import { type Database, getDb } from "../db";
import { products, stockMovements } from "../db/schema";
import { sendBackInStockNotices } from "./back-in-stock";

export type StockAdjustment =
  | { ok: true; title: string; before: number; stock: number }
  | { ok: false; code: "not_found" | "below_zero"; reason: string };

/**
 * Corrects a product's count by hand (a delivery arrived, units were damaged, a stocktake differed): the stock,
 * its ledger row with the reason and the audit row commit together. The row lock makes a sale at the same moment
 * wait, so neither change is lost; a change that would leave fewer than none is refused.
 */
export async function adjustStock(options: {
  productId: string;
  change: number;
  note: string;
  actor: AuditActor;
  db?: Database;
}): Promise<StockAdjustment> {
  const db = options.db ?? (await getDb());
  type Done = Extract<StockAdjustment, { ok: true }> & { slug: string };
  const result = await db.transaction(async (tx): Promise<Done | Extract<StockAdjustment, { ok: false }>> => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug, title: products.title, stock: products.stock })
      .from(products)
      .where(eq(products.id, options.productId))
      .for("update");
    if (!product) return { ok: false, code: "not_found", reason: "That product no longer exists." };
    const stock = product.stock + options.change;
    if (stock < 0) {
      return {
        ok: false,
        code: "below_zero",
        reason: `${product.title} has ${product.stock} in stock: taking ${-options.change} would leave fewer than none.`,
      };
    }
    await tx.update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, product.id));
    await tx.insert(stockMovements).values({
      productId: product.id,
      productSlug: product.slug,
      change: options.change,
      reason: "adjustment",
      note: options.note,
      actorEmail: options.actor.email,
    });
    if (options.change > 0) await sendBackInStockNotices(tx);
    await recordAudit(tx, {
      actor: options.actor,
      action: "stock.adjusted",
      subject: `product ${product.slug}`,
      before: { stock: product.stock },
      after: { stock, change: options.change, note: options.note },
    });
    return { ok: true, title: product.title, before: product.stock, stock, slug: product.slug };
  });
  if (!result.ok) return result;
  const { slug, ...adjusted } = result;
  markStockChanged([{ productSlug: slug, change: options.change, stock: adjusted.stock }]);
  return adjusted;
}
