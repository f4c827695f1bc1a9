import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { sendBackInStockNotices } from "~/.server/stock/back-in-stock";
import { copyTitle } from "~/lib/product-editor";
import { toProductDraft } from "./admin-products";
import { createProduct, type SavedProduct } from "./save-product";

export type ArchiveResult = { ok: true; title: string; archived: boolean } | { ok: false; reason: string };

/**
 * Takes a product out of the store, or puts it back. Nothing is deleted: its orders, reviews and
 * stock ledger keep pointing at it, and putting it back restores its page, address and reviews as they were.
 */
export async function setProductArchived(options: {
  productId: string;
  archived: boolean;
  actor: AuditActor;
  db?: Database;
}): Promise<ArchiveResult> {
  const db = options.db ?? (await getDb());
  const result = await db.transaction(async (tx): Promise<ArchiveResult & { changed?: boolean }> => {
    const [product] = await tx
      .select({ slug: products.slug, title: products.title, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, options.productId))
      .for("no key update");
    if (!product) return { ok: false, reason: "That product no longer exists." };
    if ((product.archivedAt !== null) === options.archived) {
      return { ok: true, title: product.title, archived: options.archived, changed: false };
    }
    await tx
      .update(products)
      .set({ archivedAt: options.archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(products.id, options.productId));
    await recordAudit(tx, {
      actor: options.actor,
      action: options.archived ? "product.archived" : "product.restored",
      subject: `product ${product.slug}`,
    });
    // Requests made before it was archived were kept waiting for it (decision 173).
    if (!options.archived) await sendBackInStockNotices(tx);
    return { ok: true, title: product.title, archived: options.archived, changed: true };
  });
  if (!result.ok) return result;
  const { changed, ...done } = result;
  if (changed) markCatalogChanged();
  return done;
}

/**
 * A copy to start a similar product from: every field but the stock (nothing is on the shelf yet) and the
 * reviews, under "(copy)" and a free address, archived until the owner has edited it and puts it in the store.
 */
export async function duplicateProduct(options: {
  productId: string;
  actor: AuditActor;
  db?: Database;
}): Promise<SavedProduct | { ok: false; notFound: true }> {
  const db = options.db ?? (await getDb());
  const [source] = await db.select().from(products).where(eq(products.id, options.productId));
  if (!source) return { ok: false, notFound: true };
  const slug = await freeSlug(db, `${source.slug}-copy`);
  return createProduct({
    db,
    actor: options.actor,
    archived: true,
    images: source.images,
    imageAlts: source.imageAlts,
    draft: {
      ...toProductDraft(source),
      title: copyTitle(source.title),
      slug,
      bestSeller: false,
      featured: false,
      stock: 0,
    },
  });
}

/** `base`, else `base-2`, `base-3`…: the first address no product has. */
async function freeSlug(db: Database, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    if (!taken) return slug;
  }
}
