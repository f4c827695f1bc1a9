import { asc, gt, inArray } from "drizzle-orm";
import type { VariantRow } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { products, productVariants } from "~/.server/db/schema";
import { csvLine } from "~/lib/csv";
import { type FlavorCsvRecord, PRODUCTS_CSV_HEADER, type ProductCsvRecord, productCsvLines } from "~/lib/products-csv";
import { toProductDraft } from "./admin-products";

const BATCH_SIZE = 500;

export type ProductRow = typeof products.$inferSelect;

/** A product as the catalogue file knows it: its row and its variants, in the owner's order. */
export type CatalogProduct = { row: ProductRow; variants: VariantRow[] };

/** A product as its line of the catalogue file. */
export function toProductCsvRecord({ row, variants }: CatalogProduct): ProductCsvRecord {
  const unflavoured = variants.find((variant) => variant.flavor === null);
  return {
    ...toProductDraft(row),
    sku: row.flavors.length > 0 ? null : (unflavoured?.sku ?? null),
    images: row.images,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    archived: row.archivedAt !== null,
  };
}

/** A flavour's variant: what a flavour's line of the file stands for. */
export type FlavorVariant = VariantRow & { flavor: string };

/** A flavour's variant as its line of the file. */
export function toFlavorCsvRecord(variant: FlavorVariant): FlavorCsvRecord {
  return {
    flavor: variant.flavor,
    sku: variant.sku,
    stock: variant.stock,
    lowStockThreshold: variant.lowStockThreshold,
    priceCents: variant.priceCents,
    salePriceCents: variant.salePriceCents,
  };
}

/** The flavours' variants of a product. */
export const flavorVariants = (variants: readonly VariantRow[]) =>
  variants.filter((variant): variant is FlavorVariant => variant.flavor !== null);

/** These products with their variants, in the order given. */
export async function withVariants(db: Executor, rows: readonly ProductRow[]): Promise<CatalogProduct[]> {
  const variants =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(productVariants.position));
  const byProduct = new Map<string, VariantRow[]>();
  for (const variant of variants)
    byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  return rows.map((row) => ({ row, variants: byProduct.get(row.id) ?? [] }));
}

/**
 * Every product, archived ones included, as CSV text by address, each followed by its flavours' lines, read
 * `batchSize` products at a time so a large catalogue never sits in memory at once.
 */
export async function* exportProductsCsv(options: { batchSize?: number; db?: Database } = {}): AsyncGenerator<string> {
  const db = options.db ?? (await getDb());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  yield csvLine(PRODUCTS_CSV_HEADER);
  let after: string | undefined;
  while (true) {
    const rows = await db
      .select()
      .from(products)
      .where(after === undefined ? undefined : gt(products.slug, after))
      .orderBy(asc(products.slug))
      .limit(batchSize);
    const batch = await withVariants(db, rows);
    if (batch.length > 0) {
      yield batch
        .map((product) =>
          productCsvLines(toProductCsvRecord(product), flavorVariants(product.variants).map(toFlavorCsvRecord)),
        )
        .join("");
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.slug;
  }
}
