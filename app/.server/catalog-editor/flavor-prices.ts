import { asc, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { lockProducts, variantsOfImportRows } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { products, productVariants } from "~/.server/db/schema";
import type { FlavorPriceList, FlavorPrices } from "~/lib/flavor-prices.schema";

/** A product's flavours with their own prices, in the owner's order; null for an unknown product. */
export async function listFlavorPrices(options: { productId: string; db?: Database }): Promise<FlavorPriceList | null> {
  const db = options.db ?? (await getDb());
  const [product] = await db
    .select({ title: products.title, priceCents: products.priceCents, salePriceCents: products.salePriceCents })
    .from(products)
    .where(eq(products.id, options.productId));
  if (!product) return null;
  const variants = await db
    .select({
      flavor: productVariants.flavor,
      sku: productVariants.sku,
      priceCents: productVariants.priceCents,
      salePriceCents: productVariants.salePriceCents,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, options.productId))
    .orderBy(asc(productVariants.position));
  return { ...product, variants };
}

/** A flavour's own prices, in the caller's transaction, which has locked its product. */
export async function writeVariantPrices(
  tx: Executor,
  options: { variantId: string; priceCents: number | null; salePriceCents: number | null },
): Promise<void> {
  await tx
    .update(productVariants)
    .set({ priceCents: options.priceCents, salePriceCents: options.salePriceCents })
    .where(eq(productVariants.id, options.variantId));
}

const samePrices = (a: Omit<FlavorPrices, "sku">, b: Omit<FlavorPrices, "sku">) =>
  a.priceCents === b.priceCents && a.salePriceCents === b.salePriceCents;

/**
 * Sets the flavours' own prices, by SKU, with one audit row of what changed, and refreshes cached pages.
 * The product's row is locked first, as every writer of its variants locks it.
 */
export async function setFlavorPrices(options: {
  productId: string;
  prices: readonly FlavorPrices[];
  actor: AuditActor;
  db?: Database;
}): Promise<{ ok: true; title: string; changed: number } | { ok: false }> {
  const db = options.db ?? (await getDb());
  const result = await db.transaction(async (tx) => {
    const locked = await lockProducts(tx, [options.productId]);
    if (!locked.has(options.productId)) return null;
    const [product] = await tx
      .select({ slug: products.slug, title: products.title })
      .from(products)
      .where(eq(products.id, options.productId));
    const current = await tx
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        priceCents: productVariants.priceCents,
        salePriceCents: productVariants.salePriceCents,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, options.productId));
    const wanted = new Map(options.prices.map((price) => [price.sku, price]));
    const changes = current.flatMap((variant) => {
      const next = wanted.get(variant.sku);
      return next && !samePrices(variant, next) ? [{ variant, next }] : [];
    });
    for (const { variant, next } of changes) await writeVariantPrices(tx, { variantId: variant.id, ...next });
    if (product && changes.length > 0) {
      await recordAudit(tx, {
        actor: options.actor,
        action: "product.flavor_prices",
        subject: `product ${product.slug}`,
        before: changes.map(({ variant }) => ({
          sku: variant.sku,
          priceCents: variant.priceCents,
          salePriceCents: variant.salePriceCents,
        })),
        after: changes.map(({ next }) => next),
      });
    }
    return product ? { ...product, changed: changes.length } : null;
  });
  if (!result) return { ok: false };
  // Prices are "anything cards show" to the cart's look-ups of products, so the whole catalogue goes.
  if (result.changed > 0) markCatalogChanged();
  return { ok: true, title: result.title, changed: result.changed };
}

/**
 * Sets imported flavours' own prices (a Square import, decision 189; null: the product's), in the caller's
 * transaction or none. A store-set sale that would no longer be below the new price is dropped, as it is no sale.
 */
export async function importFlavorPrices(options: {
  db: Executor;
  prices: readonly { slug: string; flavor: string; priceCents: number | null }[];
}): Promise<void> {
  if (options.prices.length === 0) return;
  const targets = variantsOfImportRows(
    options.prices.map((price) => sql`(${price.slug}, ${price.flavor}, ${price.priceCents}::integer)`),
    ["price"],
  );
  await options.db.execute(sql`
    update ${productVariants} v set
      price_cents = t.price,
      sale_price_cents = case when v.sale_price_cents >= coalesce(t.price, t.product_price) then null
        else v.sale_price_cents end
    from (${targets}) t
    where v.id = t.variant_id
      and (v.price_cents is distinct from t.price or v.sale_price_cents >= coalesce(t.price, t.product_price))
  `);
}
