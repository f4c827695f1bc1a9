import { and, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markStockChanged } from "~/.server/cache/catalog-version";
import { lockProducts, variantShelfColumns } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import { products, productVariants } from "~/.server/db/schema";
import { variantName } from "~/lib/variants";
import { sendBackInStockNotices } from "./back-in-stock";
import { bookVariantStock } from "./stock-ledger";

export type StockAdjustment =
  | { ok: true; title: string; before: number; stock: number }
  | { ok: false; code: "not_found" | "below_zero"; reason: string };

/**
 * Corrects one flavour's count by hand (a delivery arrived, units were damaged, a stocktake differed): the stock,
 * its ledger row with the reason and the audit row commit together. The product's row lock makes a sale at the same
 * moment wait, so neither change is lost; a change that would leave fewer than none is refused. `stock` and
 * `before` are the flavour's (decision 180).
 */
export async function adjustStock(options: {
  productId: string;
  variantId: string;
  change: number;
  note: string;
  actor: AuditActor;
  db?: Database;
}): Promise<StockAdjustment> {
  const db = options.db ?? (await getDb());
  type Done = Extract<StockAdjustment, { ok: true }> & { slug: string; productStock: number };
  const result = await db.transaction(async (tx): Promise<Done | Extract<StockAdjustment, { ok: false }>> => {
    const productStock = (await lockProducts(tx, [options.productId])).get(options.productId);
    const [variant] = await tx
      .select(variantShelfColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.id, options.variantId), eq(productVariants.productId, options.productId)));
    if (productStock === undefined || !variant) {
      return { ok: false, code: "not_found", reason: "That product or flavor no longer exists." };
    }
    const title = variantName(variant.title, variant.flavor);
    const stock = await bookVariantStock(tx, {
      productId: options.productId,
      variantId: options.variantId,
      productSlug: variant.slug,
      change: options.change,
      reason: "adjustment",
      note: options.note,
      actorEmail: options.actor.email,
    });
    if (stock === null) {
      return {
        ok: false,
        code: "below_zero",
        reason: `${title} has ${variant.stock} in stock: taking ${-options.change} would leave fewer than none.`,
      };
    }
    if (options.change > 0) await sendBackInStockNotices(tx);
    await recordAudit(tx, {
      actor: options.actor,
      action: "stock.adjusted",
      subject: `product ${variant.slug}`,
      before: { sku: variant.sku, stock: variant.stock },
      after: { sku: variant.sku, stock, change: options.change, note: options.note },
    });
    const productAfter = productStock + options.change;
    return { ok: true, title, before: variant.stock, stock, slug: variant.slug, productStock: productAfter };
  });
  if (!result.ok) return result;
  const { slug, productStock, ...adjusted } = result;
  markStockChanged([{ productSlug: slug, change: options.change, stock: productStock }]);
  return adjusted;
}
