import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { claimVariantSku, listProductVariants } from "~/.server/catalog/variants";
import type { Executor, Transaction } from "~/.server/db/executor";
import { products } from "~/.server/db/schema";
import { sendBackInStockNotices } from "~/.server/stock/back-in-stock";
import { bookVariantStock } from "~/.server/stock/stock-ledger";
import { canonicalJson } from "~/lib/canonical-json";
import type { FieldErrors } from "~/lib/forms";
import type { LineOutcome, ProductCsvRecord, ProductsCsvLine } from "~/lib/products-csv";
import { readProductCsvRow } from "~/lib/products-csv.schema";
import { type CatalogProduct, type ProductRow, toProductCsvRecord } from "./export-products-csv";
import { skuTaken } from "./import-flavor-lines";
import { insertProduct, writeProduct } from "./save-product";

/*
 * A product's own line of the catalogue file: the editor's fields with the editor's writes, and its
 * photos, alert level, state, and for a product without flavours its SKU and stock.
 */

/** A product's line read against the product: done already (refused, unchanged), or a record to write. */
export type ProductLineCheck = { kind: "done"; outcome: LineOutcome } | { kind: "write"; record: ProductCsvRecord };

/**
 * Reads a product's line against the product its address names (`before`, if any). A line identical to its product
 * is unchanged. The Stock of a product with flavours is their total: the line may give it as it was, or as the
 * file's flavour lines make it (`flavorTotal`), but not otherwise, as it cannot say which flavour changed.
 */
export function checkProductLine(options: {
  line: ProductsCsvLine;
  before: CatalogProduct | undefined;
  flavorTotal: number;
}): ProductLineCheck {
  const { line, before } = options;
  const done = (outcome: LineOutcome): ProductLineCheck => ({ kind: "done", outcome });
  const beforeRecord = before && toProductCsvRecord(before);
  const read = readProductCsvRow({ ...line.cells, Address: line.address }, beforeRecord);
  if (!read.ok) return done({ rejected: read.reason });
  const record = read.record;
  if (beforeRecord && record.flavors.length > 0 && record.stock !== beforeRecord.stock) {
    if (record.stock !== options.flavorTotal) {
      return done({
        rejected: "Stock: a product with flavors is counted per flavor, on its flavor lines or its stock page.",
      });
    }
    record.stock = beforeRecord.stock;
  }
  if (beforeRecord && canonicalJson(record) === canonicalJson(beforeRecord)) return done("unchanged");
  return { kind: "write", record };
}

/**
 * What the editor does not write: photos, the alert level, the state, and for a product without flavours its SKU and
 * its stock, booked in the ledger. Returns why the line is refused, before anything of this is written, or null.
 */
async function writeImportedExtras(
  tx: Executor,
  options: { before: ProductRow; lockedStock: number; record: ProductCsvRecord; actor: AuditActor },
): Promise<{ rejected: string } | null> {
  const { before, record, actor } = options;
  // A product with flavours keeps its count and SKUs here: each flavour's are on its own line.
  const [variant] = record.flavors.length > 0 ? [] : await listProductVariants(tx, before.id);
  if (variant && record.sku !== null && record.sku !== variant.sku) {
    const claimed = await claimVariantSku(tx, { variantId: variant.id, sku: record.sku });
    if (!claimed.ok) return { rejected: skuTaken(record.sku, claimed.holder) };
  }
  // The stock as the row lock found it, not as the file was read: a sale since is part of the difference booked.
  const change = variant ? record.stock - options.lockedStock : 0;
  const archivedAt = record.archived ? (before.archivedAt ?? new Date()) : null;
  await tx
    .update(products)
    .set({ images: record.images, lowStockThreshold: record.lowStockThreshold, archivedAt })
    .where(eq(products.id, before.id));
  if (variant && change !== 0) {
    await bookVariantStock(tx, {
      productId: before.id,
      variantId: variant.id,
      productSlug: record.slug,
      change,
      reason: "import",
      note: "CSV import",
      actorEmail: actor.email,
    });
  }
  if (change > 0 || (before.archivedAt !== null && !record.archived)) await sendBackInStockNotices(tx);
  const extras = {
    sku: variant?.sku ?? null,
    images: before.images,
    lowStockThreshold: before.lowStockThreshold,
    archived: before.archivedAt !== null,
    stock: options.lockedStock,
  };
  const after = {
    sku: variant ? (record.sku ?? variant.sku) : null,
    images: record.images,
    lowStockThreshold: record.lowStockThreshold,
    archived: record.archived,
    stock: options.lockedStock + change,
  };
  if (canonicalJson(extras) !== canonicalJson(after)) {
    await recordAudit(tx, {
      actor,
      action: "product.imported",
      subject: `product ${record.slug}`,
      before: extras,
      after,
    });
  }
  return null;
}

/** Why a line's product could not be saved: the first field error, or that it has gone meanwhile. */
function refused(saved: { fieldErrors: FieldErrors } | { notFound: true }): { rejected: string } {
  const reason = "fieldErrors" in saved ? Object.values(saved.fieldErrors)[0] : "The product no longer exists.";
  return { rejected: reason ?? "This line cannot be saved." };
}

/** A product's line written: what it did, and the product's id (a new one's too) unless it was refused. */
type ProductLineWrite = { outcome: LineOutcome; productId?: string };

/** The product's line refused part-way through its writes, to roll them back to its savepoint. */
class LineRefused extends Error {
  constructor(readonly outcome: { rejected: string }) {
    super(outcome.rejected);
  }
}

/** Adds or changes the product of a line, in a savepoint: a line refused part-way leaves nothing of itself. */
export async function writeProductLine(
  tx: Transaction,
  options: { record: ProductCsvRecord; before: CatalogProduct | undefined; actor: AuditActor },
): Promise<ProductLineWrite> {
  const { record, before, actor } = options;
  const { sku, images, stock, lowStockThreshold, archived, ...draft } = record;
  try {
    return await tx.transaction(async (savepoint): Promise<ProductLineWrite> => {
      const refuse = (outcome: { rejected: string }): never => {
        throw new LineRefused(outcome);
      };
      if (before) {
        const written = await writeProduct(savepoint, { productId: before.row.id, draft, actor });
        if (!written.ok) return refuse(refused(written));
        const extras = { before: before.row, lockedStock: written.stock, record, actor };
        const skuRefused = await writeImportedExtras(savepoint, extras);
        if (skuRefused) refuse(skuRefused);
        return { outcome: "updated", productId: before.row.id };
      }
      const created = await insertProduct(savepoint, {
        draft: { ...draft, stock },
        images,
        archived,
        lowStockThreshold,
        actor,
      });
      if (!created.ok) return refuse(refused(created));
      const [variant] = sku === null ? [] : await listProductVariants(savepoint, created.id);
      if (variant && sku !== null && sku !== variant.sku) {
        const claimed = await claimVariantSku(savepoint, { variantId: variant.id, sku });
        if (!claimed.ok) refuse({ rejected: skuTaken(sku, claimed.holder) });
      }
      return { outcome: "created", productId: created.id };
    });
  } catch (error) {
    if (error instanceof LineRefused) return { outcome: error.outcome };
    throw error;
  }
}
