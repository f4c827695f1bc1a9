import { and, eq, ne } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { addProductVariants, syncProductVariants } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { brands, categories, productSlugRedirects, products, stockMovements } from "~/.server/db/schema";
import { canonicalJson } from "~/lib/canonical-json";
import type { FieldErrors } from "~/lib/forms";
import type { NewProductDraft, ProductDraft } from "~/lib/product-editor";

export type SavedProduct = { ok: true; id: string; slug: string } | { ok: false; fieldErrors: FieldErrors };

type ProductRow = typeof products.$inferSelect;

/** Exactly the draft's fields, whatever else the object passed in carries (a new product's stock, say). */
function draftFields(draft: ProductDraft): ProductDraft {
  const { title, slug, category, brandSlug, priceCents, salePriceCents, subscriptionPriceCents } = draft;
  const { description, ingredients, directions, tags, dietary, flavors, faqs, bestSeller, featured } = draft;
  return {
    title,
    slug,
    category,
    brandSlug,
    priceCents,
    salePriceCents,
    subscriptionPriceCents,
    description,
    ingredients,
    directions,
    tags,
    dietary,
    flavors,
    faqs,
    bestSeller,
    featured,
  };
}

/**
 * The columns a draft writes. The brand's name is kept on the row beside its slug, for the search vector, so
 * it is read from the brand list here; an unknown category, brand or a slug another product has is a field error.
 */
async function draftColumns(
  tx: Executor,
  draft: ProductDraft,
  productId: string | null,
): Promise<
  { ok: true; columns: Omit<typeof products.$inferInsert, "stock"> } | { ok: false; fieldErrors: FieldErrors }
> {
  const fieldErrors: FieldErrors = {};
  const [category] = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, draft.category));
  if (!category) fieldErrors.category = "Choose a category from the list.";
  let brandName: string | null = null;
  if (draft.brandSlug) {
    const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.slug, draft.brandSlug));
    if (brand) brandName = brand.name;
    else fieldErrors.brandSlug = "Choose a brand from the list.";
  }
  const [sameSlug] = await tx
    .select({ title: products.title })
    .from(products)
    .where(productId ? and(eq(products.slug, draft.slug), ne(products.id, productId)) : eq(products.slug, draft.slug));
  if (sameSlug) fieldErrors.slug = `${sameSlug.title} already has this address: choose another.`;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, columns: { ...draftFields(draft), brand: brandName, updatedAt: new Date() } };
}

/** The new address is this product's now: a redirect that pointed it elsewhere goes. */
async function claimSlug(tx: Executor, slug: string): Promise<void> {
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, slug));
}

/**
 * Adds a product in the caller's transaction, with its opening stock booked in the ledger and an audit row. It is
 * in the store unless `archived` (a duplicate starts archived, so shoppers never see a half-edited copy).
 */
export async function insertProduct(
  tx: Executor,
  options: {
    draft: NewProductDraft;
    actor: AuditActor;
    archived?: boolean;
    /** A duplicate starts with its original's photos; a new product gets its own once it exists. */
    images?: string[];
    imageAlts?: Record<string, string>;
    lowStockThreshold?: number;
  },
): Promise<SavedProduct> {
  const { stock } = options.draft;
  const draft = draftFields(options.draft);
  const checked = await draftColumns(tx, draft, null);
  if (!checked.ok) return checked;
  await claimSlug(tx, draft.slug);
  const [created] = await tx
    .insert(products)
    .values({
      ...checked.columns,
      images: options.images ?? [],
      imageAlts: options.imageAlts ?? {},
      ...(options.lowStockThreshold !== undefined && { lowStockThreshold: options.lowStockThreshold }),
      archivedAt: options.archived ? new Date() : null,
    })
    .returning({ id: products.id, slug: products.slug });
  if (!created) throw new Error("The product was not written.");
  // Its units go to its variants, one per flavour (the stock-sum trigger adds them up on the product row).
  const variants = await addProductVariants(tx, {
    productId: created.id,
    slug: created.slug,
    flavors: draft.flavors,
    stock,
  });
  const opening = variants.filter((variant) => variant.stock > 0);
  if (opening.length > 0) {
    await tx.insert(stockMovements).values(
      opening.map((variant) => ({
        productId: created.id,
        variantId: variant.id,
        productSlug: created.slug,
        change: variant.stock,
        reason: "opening" as const,
        note: "New product",
        actorEmail: options.actor.email,
      })),
    );
  }
  await recordAudit(tx, {
    actor: options.actor,
    action: "product.created",
    subject: `product ${created.slug}`,
    after: { ...draft, stock, archived: options.archived ?? false },
  });
  return { ok: true, ...created };
}

/** Adds a product in a transaction of its own (see insertProduct); a product in the store drops cached pages. */
export async function createProduct(options: {
  draft: NewProductDraft;
  actor: AuditActor;
  archived?: boolean;
  images?: string[];
  imageAlts?: Record<string, string>;
  db?: Database;
}): Promise<SavedProduct> {
  const { db: given, ...insert } = options;
  const db = given ?? (await getDb());
  const result = await db.transaction((tx) => insertProduct(tx, insert));
  if (result.ok && !options.archived) markCatalogChanged();
  return result;
}

/** Only what changed, before and after, for the audit log. */
function changedFields(before: ProductRow, draft: ProductDraft): { before: object; after: object } {
  const changed = (Object.keys(draft) as (keyof ProductDraft)[]).filter(
    (key) => canonicalJson(before[key]) !== canonicalJson(draft[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, draft[key]])),
  };
}

/** Why the flavours cannot change yet: units of a flavour being removed are still on the shelf. */
function stockedFlavorsError(stocked: readonly (string | null)[]): string {
  if (stocked.includes(null)) {
    return "This product's units have no flavor yet: set its stock to 0 on its stock page, then add flavors.";
  }
  return `Set the stock of ${stocked.join(", ")} to 0 on the stock page before removing ${stocked.length > 1 ? "them" : "it"}.`;
}

/** `stock` is the locked row's, so a caller in the same transaction need not read it again. */
type Written = { ok: true; id: string; slug: string; archived: boolean; stock: number };

/**
 * Locks a product's row for an edit of its fields and returns it: FOR UPDATE, as the edit may change its address, a
 * unique key (decision 184). A caller that changes the product's stock too takes this lock first.
 */
export async function lockProductForEdit(tx: Executor, productId: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
  return row;
}

/**
 * Writes a draft over a product in the caller's transaction. A new slug keeps the old one as a permanent redirect
 * (decision 174). Stock and photos are not fields here: they change on their own pages, so a save never undoes a
 * sale or an upload made meanwhile.
 */
export async function writeProduct(
  tx: Executor,
  options: { productId: string; draft: ProductDraft; actor: AuditActor },
): Promise<Written | { ok: false; fieldErrors: FieldErrors } | { ok: false; notFound: true }> {
  const draft = draftFields(options.draft);
  const before = await lockProductForEdit(tx, options.productId);
  if (!before) return { ok: false, notFound: true };
  const checked = await draftColumns(tx, draft, before.id);
  if (!checked.ok) return checked;
  // The flavours first: a refusal there must come before anything is written, since the caller commits what was.
  const synced = await syncProductVariants(tx, { productId: before.id, slug: draft.slug, flavors: draft.flavors });
  if (!synced.ok) return { ok: false, fieldErrors: { flavors: stockedFlavorsError(synced.stocked) } };
  if (draft.slug !== before.slug) {
    await claimSlug(tx, draft.slug);
    // A product made elsewhere (an import) may have taken an address that was once another's: it is this one's now.
    await tx
      .insert(productSlugRedirects)
      .values({ oldSlug: before.slug, productId: before.id })
      .onConflictDoUpdate({
        target: productSlugRedirects.oldSlug,
        set: { productId: before.id, createdAt: new Date() },
      });
  }
  await tx.update(products).set(checked.columns).where(eq(products.id, before.id));
  const changes = changedFields(before, draft);
  if (Object.keys(changes.after).length > 0) {
    await recordAudit(tx, {
      actor: options.actor,
      action: "product.updated",
      subject: `product ${draft.slug}`,
      ...changes,
    });
  }
  return { ok: true, id: before.id, slug: draft.slug, archived: before.archivedAt !== null, stock: before.stock };
}

/** Saves the editor's draft over a product in a transaction of its own (see writeProduct). */
export async function updateProduct(options: {
  productId: string;
  draft: ProductDraft;
  actor: AuditActor;
  db?: Database;
}): Promise<SavedProduct | { ok: false; notFound: true }> {
  const { db: given, ...write } = options;
  const db = given ?? (await getDb());
  const result = await db.transaction((tx) => writeProduct(tx, write));
  if (!result.ok) return result;
  // An archived product shows nowhere, so nothing cached can hold it.
  if (!result.archived) markCatalogChanged();
  return { ok: true, id: result.id, slug: result.slug };
}
