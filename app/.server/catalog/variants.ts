import { and, asc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/.server/db/executor";
import { products, productVariants } from "~/.server/db/schema";
import { splitStock, variantFlavors, variantName, variantSku } from "~/lib/variants";

/** A variant's low-stock alert level: its own, else its product's (decision 183); in a query joining both. */
export const variantAlertLevel = sql<number>`coalesce(${productVariants.lowStockThreshold}, ${products.lowStockThreshold})`;

/** A variant as the catalogue's writers see it. */
export type VariantRow = typeof productVariants.$inferSelect;

/** What a stock writer shows and records of a flavour: its product's address and name, the flavour, SKU and units. */
export const variantShelfColumns = {
  slug: products.slug,
  title: products.title,
  flavor: productVariants.flavor,
  sku: productVariants.sku,
  stock: productVariants.stock,
};

/** The variants of a product, in the owner's order. */
export async function listProductVariants(db: Executor, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

type NewVariant = typeof productVariants.$inferInsert & { sku: string };

/** What to change in a product's variants to match a flavour list, and, where given, a count per flavour. */
type VariantPlan = {
  removed: VariantRow[];
  changed: { id: string; position: number; stock?: number }[];
  added: NewVariant[];
};

const emptyPlan = (): VariantPlan => ({ removed: [], changed: [], added: [] });

/**
 * Plans one product's variants: a flavour gone loses its variant, a new one gets one (with its units, else none),
 * and each keeps its place in the owner's order; a count given for a flavour is set.
 */
function planVariants(
  existing: readonly VariantRow[],
  target: { productId: string; slug: string; flavors: readonly string[]; stock?: ReadonlyMap<string | null, number> },
  plan: VariantPlan = emptyPlan(),
): VariantPlan {
  const wanted = variantFlavors(target.flavors);
  plan.removed.push(...existing.filter((variant) => !wanted.includes(variant.flavor)));
  for (const [position, flavor] of wanted.entries()) {
    const units = target.stock?.get(flavor);
    const variant = existing.find((candidate) => candidate.flavor === flavor);
    if (!variant) {
      const sku = variantSku(target.slug, flavor, position);
      plan.added.push({ productId: target.productId, flavor, sku, stock: units ?? 0, position });
    } else if ((units !== undefined && units !== variant.stock) || position !== variant.position) {
      plan.changed.push({ id: variant.id, position, ...(units !== undefined && { stock: units }) });
    }
  }
  return plan;
}

/**
 * The SKUs the store gives new variants, in one query: one already taken (a product renamed since its variants were
 * made, whose old address a new product now has) gets the first free number after it.
 */
async function freeSkus(db: Executor, wanted: readonly string[]): Promise<string[]> {
  const prefixes = wanted.map((sku) => like(productVariants.sku, `${sku.replace(/[\\%_]/g, "\\$&")}%`));
  const taken = new Set(
    (
      await db
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(or(...prefixes))
    ).map((row) => row.sku),
  );
  return wanted.map((sku) => {
    let free = sku;
    for (let n = 2; taken.has(free); n += 1) free = `${sku}-${n}`;
    taken.add(free);
    return free;
  });
}

/** Carries out a plan in the caller's transaction; returns the variants added. */
async function applyVariantPlan(db: Executor, plan: VariantPlan): Promise<VariantRow[]> {
  if (plan.removed.length > 0) {
    await db.delete(productVariants).where(
      inArray(
        productVariants.id,
        plan.removed.map((variant) => variant.id),
      ),
    );
  }
  for (const { id, ...change } of plan.changed) {
    await db.update(productVariants).set(change).where(eq(productVariants.id, id));
  }
  if (plan.added.length === 0) return [];
  const skus = await freeSkus(
    db,
    plan.added.map((variant) => variant.sku),
  );
  return db
    .insert(productVariants)
    .values(plan.added.map((variant, i) => ({ ...variant, sku: skus[i] ?? variant.sku })))
    .returning();
}

/**
 * Makes a new product's variants in the caller's transaction, with its opening units shared out among them as
 * splitStock does (the owner then counts each flavour on the stock page). Returns them, for the ledger.
 */
export async function addProductVariants(
  tx: Executor,
  options: { productId: string; slug: string; flavors: readonly string[]; stock: number },
): Promise<VariantRow[]> {
  return applyVariantPlan(tx, planVariants([], { ...options, stock: sharedOut(options.flavors, options.stock) }));
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
  const plan = planVariants(await listProductVariants(tx, options.productId), options);
  const stocked = plan.removed.filter((variant) => variant.stock > 0);
  if (stocked.length > 0) return { ok: false, stocked: stocked.map((variant) => variant.flavor) };
  await applyVariantPlan(tx, plan);
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

/**
 * Gives a variant the SKU its owner chose, in the caller's transaction, unless another variant has it: then that
 * one's name ("Whey (Vanilla)"), to say so. SKUs are unique, so a scanner or a supplier's sheet finds one shelf.
 */
export async function claimVariantSku(
  tx: Executor,
  options: { variantId: string; sku: string },
): Promise<{ ok: true } | { ok: false; holder: string }> {
  const [holder] = await tx
    .select({ id: productVariants.id, title: products.title, flavor: productVariants.flavor })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.sku, options.sku));
  if (holder && holder.id !== options.variantId) return { ok: false, holder: variantName(holder.title, holder.flavor) };
  if (!holder)
    await tx.update(productVariants).set({ sku: options.sku }).where(eq(productVariants.id, options.variantId));
  return { ok: true };
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
    // As every writer of stock does, products first, in id order: an import beside the store's sales cannot deadlock.
    await lockProducts(
      db,
      found.map((row) => row.id),
    );
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
    const byProduct = new Map<string, VariantRow[]>();
    for (const variant of current)
      byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
    const plan = emptyPlan();
    for (const entry of batch) {
      const productId = idOf.get(entry.slug);
      if (productId) planVariants(byProduct.get(productId) ?? [], { ...entry, productId }, plan);
    }
    await applyVariantPlan(db, plan);
  }
}

/**
 * The variants an import names by address and flavour, for its bulk updates: `rows` are VALUES tuples of (slug,
 * flavour or '', ...columns), answered as `m.*` with each row's `variant_id` and its product's `product_price`.
 */
export function variantsOfImportRows(rows: readonly SQL[], columns: readonly string[]): SQL {
  const names = sql.raw(["slug", "flavor", ...columns].join(", "));
  return sql`
    select v.id as variant_id, p.price_cents as product_price, m.*
    from (values ${sql.join([...rows], sql`, `)}) as m(${names})
    join ${products} p on p.slug = m.slug
    join ${productVariants} v on v.product_id = p.id and coalesce(v.flavor, '') = m.flavor
  `;
}
