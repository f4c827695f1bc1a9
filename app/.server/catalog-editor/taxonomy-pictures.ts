import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import { brands, categories } from "~/.server/db/schema";
import type { PhotoFile } from "~/.server/images/process-photo";
import type { ImageStore } from "~/.server/images/store";
import { storeNewPhoto } from "~/.server/images/store-photo";
import { uploadedPictureUrl } from "~/.server/images/urls";
import type { TaxonomyKind } from "~/lib/taxonomy";
import type { TaxonomyChangeResult } from "./edit-taxonomy";

/** Where each list keeps its picture's address. */
const PICTURES = {
  category: {
    table: categories,
    column: categories.image,
    field: "image",
    folder: "categories",
    noun: "picture",
    action: "category.picture_changed",
  },
  brand: {
    table: brands,
    column: brands.logo,
    field: "logo",
    folder: "brands",
    noun: "logo",
    action: "brand.logo_changed",
  },
} as const;

/**
 * A category's tile picture or a brand's logo, replacing the one before: processed and stored as
 * product photos are, under a new name saved on the row, with its audit row; cached storefront pages then drop.
 * The earlier original stays in the image store, as a product's removed photo does.
 */
export async function setTaxonomyPicture(options: {
  kind: TaxonomyKind;
  slug: string;
  file: PhotoFile;
  actor: AuditActor;
  store?: ImageStore;
  db?: Database;
}): Promise<TaxonomyChangeResult> {
  const db = options.db ?? (await getDb());
  const { kind, slug } = options;
  const { table, column, field, folder, noun, action } = PICTURES[kind];
  const gone = { ok: false, status: 404, fieldErrors: { slug: `That ${kind} is no longer in the list.` } } as const;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.slug, slug));
  if (!row) return gone;
  const url = await storeNewPhoto({
    file: options.file,
    urlOf: (id) => uploadedPictureUrl(folder, slug, id),
    store: options.store,
  });
  if (typeof url !== "string") return { ok: false, status: 400, fieldErrors: { picture: `${url.name} ${url.reason}` } };
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select({ picture: column }).from(table).where(eq(table.slug, slug)).for("no key update");
    if (!before) return false;
    await tx
      .update(table)
      .set({ [field]: url })
      .where(eq(table.slug, slug));
    await recordAudit(tx, {
      actor: options.actor,
      action,
      subject: `${kind} ${slug}`,
      before: { [field]: before.picture },
      after: { [field]: url },
    });
    return true;
  });
  if (!saved) return gone;
  markCatalogChanged();
  return { ok: true, done: `${row.name}'s ${noun} replaced.` };
}
