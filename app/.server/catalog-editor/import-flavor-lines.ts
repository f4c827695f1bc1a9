import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { claimVariantSku } from "~/.server/catalog/variants";
import type { Executor } from "~/.server/db/executor";
import { writeAlertLevel } from "~/.server/stock/low-stock";
import { bookVariantStock } from "~/.server/stock/stock-ledger";
import { canonicalJson } from "~/lib/canonical-json";
import type { FlavorCsvRecord, LineOutcome, ProductsCsvLine } from "~/lib/products-csv";
import { readFlavorCsvRow } from "~/lib/products-csv.schema";
import { type FlavorVariant, toFlavorCsvRecord } from "./export-products-csv";
import { writeVariantPrices } from "./flavor-prices";

/*
 * A flavour's line of the catalogue file: Address and Flavor name one variant; its SKU, Stock and
 * Alert at set that variant's own, with the stock page's writers.
 */

/** A flavour's line to write: the variant it names and what the line makes of it. */
export type FlavorWrite = { line: ProductsCsvLine; variant: FlavorVariant; record: FlavorCsvRecord };

/** The flavour a line names: as written, else in another case ("vanilla" for "Vanilla"). */
function findFlavor(variants: readonly FlavorVariant[], flavor: string): FlavorVariant | undefined {
  const lower = flavor.toLowerCase();
  return (
    variants.find((variant) => variant.flavor === flavor) ??
    variants.find((variant) => variant.flavor.toLowerCase() === lower)
  );
}

/** Why a flavour's line names no flavour of its product. */
export const unknownFlavor = (flavor: string) =>
  `Flavor: the product has no flavor “${flavor}”: add it to the Flavours cell of the product's line first.`;

/** Why a SKU cannot be had. */
export const skuTaken = (sku: string, holder: string) => `SKU: ${sku} is already the SKU of ${holder}.`;

/**
 * Reads flavours' lines against their product's flavours: those done (refused, or identical to their flavour, so
 * unchanged), those to write, and those naming a flavour the product lacks.
 */
export function checkFlavorLines(
  lines: readonly ProductsCsvLine[],
  variants: readonly FlavorVariant[],
): { done: [ProductsCsvLine, LineOutcome][]; writes: FlavorWrite[]; lacking: ProductsCsvLine[] } {
  const sorted = {
    done: [] as [ProductsCsvLine, LineOutcome][],
    writes: [] as FlavorWrite[],
    lacking: [] as ProductsCsvLine[],
  };
  for (const line of lines) {
    const variant = findFlavor(variants, line.flavor);
    if (!variant) {
      sorted.lacking.push(line);
      continue;
    }
    const current = toFlavorCsvRecord(variant);
    const read = readFlavorCsvRow(line.cells, current);
    if (!read.ok) sorted.done.push([line, { rejected: read.reason }]);
    else if (canonicalJson(read.value) === canonicalJson(current)) sorted.done.push([line, "unchanged"]);
    else sorted.writes.push({ line, variant, record: read.value });
  }
  return sorted;
}

/**
 * Writes a flavour's line in the caller's transaction, which has locked its product, `variant` as read under that
 * lock: its SKU first (a SKU another variant has refuses the line before anything is written), then its count, the
 * difference booked in the ledger as an import (a sale since the export is part of it), then its alert level.
 */
export async function writeFlavorLine(
  tx: Executor,
  options: { slug: string; variant: FlavorVariant; record: FlavorCsvRecord; actor: AuditActor },
): Promise<LineOutcome> {
  const { slug, variant, record, actor } = options;
  if (record.sku !== variant.sku) {
    const claimed = await claimVariantSku(tx, { variantId: variant.id, sku: record.sku });
    if (!claimed.ok) return { rejected: skuTaken(record.sku, claimed.holder) };
  }
  const change = record.stock - variant.stock;
  if (change !== 0) {
    await bookVariantStock(tx, {
      productId: variant.productId,
      variantId: variant.id,
      productSlug: slug,
      change,
      reason: "import",
      note: "CSV import",
      actorEmail: actor.email,
    });
  }
  if (record.priceCents !== variant.priceCents || record.salePriceCents !== variant.salePriceCents) {
    await writeVariantPrices(tx, { variantId: variant.id, ...record });
  }
  if (record.lowStockThreshold !== variant.lowStockThreshold) {
    const { productId } = variant;
    await writeAlertLevel(tx, { productId, variantId: variant.id, threshold: record.lowStockThreshold, actor });
  }
  const { sku, stock, priceCents, salePriceCents } = record;
  const before = {
    sku: variant.sku,
    stock: variant.stock,
    priceCents: variant.priceCents,
    salePriceCents: variant.salePriceCents,
  };
  if (canonicalJson(before) !== canonicalJson({ sku, stock, priceCents, salePriceCents })) {
    await recordAudit(tx, {
      actor,
      action: "product.imported",
      subject: `product ${slug}`,
      before,
      after: { sku, stock, priceCents, salePriceCents },
    });
  }
  return "updated";
}
