import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import { splitStock, variantFlavors, variantSku } from "~/lib/variants";
import { products, productVariants } from "../db/schema";
import type { Executor } from "../outbox/enqueue";

/** A variant's low-stock alert level: its own, else its product's (decision 183); in a query joining both. */
export const variantAlertLevel = sql<number>`coalesce(${productVariants.lowStockThreshold}, ${products.lowStockThreshold})`;

/** A variant as the catalogue's writers see it. */
export type VariantRow = typeof productVariants.$inferSelect;

/** The variants of a product, in the owner's order. */
export async function listProductVariants(db: Executor, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

/**
 * The SKU the store gives a new variant; one already taken (a product renamed since its variants were made, whose
 * old address a new product now has) gets a number after it.
 */
async function freeSku(tx: Executor, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(like(productVariants.sku, `${wanted.replace(/[\\%_]/g, "\\$&")}%`))
    ).map((row) => row.sku),
  );
  let sku = wanted;
  for (let n = 2; taken.has(sku); n += 1) sku = `${wanted}-${n}`;
  return sku;
}

/**
 * Makes a new product's variants in the caller's transaction, with its opening units shared out among them as
 * splitStock does (the owner then counts each flavour on the stock page). Returns them, for the ledger.
 */
export async function addProductVariants(
  tx: Executor,
  options: { productId: string; slug: string; flavors: readonly string[]; stock: number },
): Promise<VariantRow[]> {
  const flavors = variantFlavors(options.flavors);
  const shares = splitStock(options.stock, flavors.length);
  const values = [];
  for (const [position, flavor] of flavors.entries()) {
    const sku = await freeSku(tx, variantSku(options.slug, flavor, position));
    values.push({ productId: options.productId, flavor, sku, stock: shares[position] ?? 0, position });
  }
  return tx.insert(productVariants).values(values).returning();
}

/**
 * Brings a product's variants in line with its flavours, in the caller's transaction, which has locked the product
 * row: a new flavour gets a variant with no units, a flavour gone loses its variant, and each keeps its place. A
 * flavour with units on the shelf is not removed: the owner takes its units off on the stock page first, so no
 * unit ever vanishes without a ledger row. Returns the flavours refused for that reason.
 */
export async function syncProductVariants(
  tx: Executor,
  options: { productId: string; slug: string; flavors: readonly string[] },
): Promise<{ ok: true } | { ok: false; stocked: (string | null)[] }> {
  const wanted = variantFlavors(options.flavors);
  const current = await listProductVariants(tx, options.productId);
  const gone = current.filter((variant) => !wanted.includes(variant.flavor));
  const stocked = gone.filter((variant) => variant.stock > 0);
  if (stocked.length > 0) return { ok: false, stocked: stocked.map((variant) => variant.flavor) };
  if (gone.length > 0) {
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        gone.map((variant) => variant.id),
      ),
    );
  }
  for (const [position, flavor] of wanted.entries()) {
    const existing = current.find((variant) => variant.flavor === flavor);
    if (existing && existing.position === position) continue;
    if (existing) {
      await tx.update(productVariants).set({ position }).where(eq(productVariants.id, existing.id));
      continue;
    }
    const sku = await freeSku(tx, variantSku(options.slug, flavor, position));
    await tx.insert(productVariants).values({ productId: options.productId, flavor, sku, position });
  }
  return { ok: true };
}

/**
 * Locks products in id order, before any of their variants, and returns each one's units: every writer of stock
 * takes the product's row first (a variant's change then updates it through the stock-sum trigger), so two writers
 * cannot deadlock. FOR NO KEY UPDATE, not FOR UPDATE: a checkout inserting order lines takes a key-share lock on
 * each line's product (the foreign key's check) in the cart's order, which FOR UPDATE would wait on, and the two
 * orders deadlocked on PostgreSQL.
 */
export async function lockProducts(tx: Executor, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for("no key update");
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** A variant's units after a change, only while enough remain: null when the change would leave fewer than none. */
export async function moveVariantStock(
  tx: Executor,
  options: { variantId: string; change: number },
): Promise<number | null> {
  const [after] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${options.change}` })
    .where(and(eq(productVariants.id, options.variantId), sql`${productVariants.stock} + ${options.change} >= 0`))
    .returning({ stock: productVariants.stock });
  return after ? after.stock : null;
}

/** What an import (the demo seed, Square) says of a product's variants: its flavours and units by flavour. */
export type ImportedVariants = {
  slug: string;
  flavors: readonly string[];
  /** Units by flavour (null for a product without flavours); a flavour absent keeps the count it has. */
  stock: ReadonlyMap<string | null, number>;
};

/** A product's units shared out among its flavours by splitStock: what the seed's single count becomes. */
function sharedOut(flavors: readonly string[], units: number): Map<string | null, number> {
  const shelves = variantFlavors(flavors);
  const shares = splitStock(units, shelves.length);
  return new Map(shelves.map((flavor, i) => [flavor, shares[i] ?? 0]));
}

/** importProductVariants for products given one count each (the demo seed), shared out among their flavours. */
export async function importSharedOutStock(
  db: Executor,
  rows: readonly { slug: string; flavors?: readonly string[]; stock?: number }[],
): Promise<void> {
  await importProductVariants(
    db,
    rows.map((row) => ({
      slug: row.slug,
      flavors: row.flavors ?? [],
      stock: sharedOut(row.flavors ?? [], row.stock ?? 0),
    })),
  );
}

const IMPORT_BATCH = 1000;

/**
 * Brings the variants of imported products in line with the import, a thousand products at a time: flavours added
 * get a variant, flavours gone lose theirs, and each count the import gives is set. The ledger then books what
 * changed as an import (recordUnexplainedStock). The products must exist (upserted first, with no units of their
 * own: the stock-sum trigger adds their variants').
 */
export async function importProductVariants(db: Executor, entries: readonly ImportedVariants[]): Promise<void> {
  for (let start = 0; start < entries.length; start += IMPORT_BATCH) {
    const batch = entries.slice(start, start + IMPORT_BATCH);
    const found = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(
        inArray(
          products.slug,
          batch.map((entry) => entry.slug),
        ),
      );
    const idOf = new Map(found.map((row) => [row.slug, row.id]));
    const current = found.length
      ? await db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              found.map((row) => row.id),
            ),
          )
      : [];
    const plan = planImport(batch, idOf, current);
    if (plan.removed.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, plan.removed));
    for (const change of plan.changed) {
      await db
        .update(productVariants)
        .set({ stock: change.stock, position: change.position })
        .where(eq(productVariants.id, change.id));
    }
    if (plan.added.length > 0) {
      const taken = new Set(
        (
          await db
            .select({ sku: productVariants.sku })
            .from(productVariants)
            .where(
              inArray(
                productVariants.sku,
                plan.added.map((variant) => variant.sku),
              ),
            )
        ).map((row) => row.sku),
      );
      for (const variant of plan.added) {
        const wanted = variant.sku;
        for (let n = 2; taken.has(variant.sku); n += 1) variant.sku = `${wanted}-${n}`;
        taken.add(variant.sku);
      }
      await db.insert(productVariants).values(plan.added);
    }
  }
}

type NewVariant = typeof productVariants.$inferInsert & { sku: string };

function planImport(
  batch: readonly ImportedVariants[],
  idOf: ReadonlyMap<string, string>,
  current: readonly VariantRow[],
): { removed: string[]; changed: { id: string; stock: number; position: number }[]; added: NewVariant[] } {
  const byProduct = new Map<string, VariantRow[]>();
  for (const variant of current)
    byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  const plan: ReturnType<typeof planImport> = { removed: [], changed: [], added: [] };
  for (const entry of batch) {
    const productId = idOf.get(entry.slug);
    if (!productId) continue;
    const existing = byProduct.get(productId) ?? [];
    const wanted = variantFlavors(entry.flavors);
    for (const variant of existing) if (!wanted.includes(variant.flavor)) plan.removed.push(variant.id);
    for (const [position, flavor] of wanted.entries()) {
      const units = entry.stock.get(flavor);
      const variant = existing.find((candidate) => candidate.flavor === flavor);
      if (!variant) {
        plan.added.push({
          productId,
          flavor,
          sku: variantSku(entry.slug, flavor, position),
          stock: units ?? 0,
          position,
        });
      } else if ((units !== undefined && units !== variant.stock) || position !== variant.position) {
        plan.changed.push({ id: variant.id, stock: units ?? variant.stock, position });
      }
    }
  }
  return plan;
}
