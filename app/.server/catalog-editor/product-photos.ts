import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { products } from "~/.server/db/schema";
import type { PhotoFile } from "~/.server/images/process-photo";
import { getImageStore, type ImageStore } from "~/.server/images/store";
import { storeNewPhoto } from "~/.server/images/store-photo";
import { uploadedPhotoUrl } from "~/.server/images/urls";
import type { AuditAction } from "~/lib/audit";
import { canonicalJson } from "~/lib/canonical-json";
import { MAX_IMAGES } from "~/lib/product-editor";
import type { PhotoRejection } from "~/lib/product-photos";
import type { PhotoChange } from "~/lib/product-photos.schema";

type Failure = { ok: false; code: "not_found" | "full" | "unknown_photo"; reason: string };
const NOT_FOUND: Failure = { ok: false, code: "not_found", reason: "That product no longer exists." };

/** Reads and locks the product's photos for a change that commits with its audit row. */
async function lockProduct(tx: Executor, productId: string) {
  const [product] = await tx
    .select({
      slug: products.slug,
      title: products.title,
      images: products.images,
      imageAlts: products.imageAlts,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("no key update");
  return product;
}

type Photos = { images: string[]; imageAlts: Record<string, string> };

/** Saves the locked product's photos with the audit row of the change; says whether the store shows the product. */
async function writePhotos(
  tx: Executor,
  options: {
    productId: string;
    product: NonNullable<Awaited<ReturnType<typeof lockProduct>>>;
    photos: Photos;
    action: AuditAction;
    actor: AuditActor;
  },
) {
  const { product, photos } = options;
  await tx
    .update(products)
    .set({ ...photos, updatedAt: new Date() })
    .where(eq(products.id, options.productId));
  await recordAudit(tx, {
    actor: options.actor,
    action: options.action,
    subject: `product ${product.slug}`,
    before: { images: product.images, imageAlts: product.imageAlts },
    after: photos,
  });
  return { ok: true as const, title: product.title, listed: product.archivedAt === null };
}

/**
 * Adds photos after the product's others, each processed and written to the image store first (every process
 * serves them, decision 159). Photos that are not images or too large are listed with why; the rest are added.
 */
export async function addProductPhotos(options: {
  productId: string;
  files: PhotoFile[];
  actor: AuditActor;
  store?: ImageStore;
  db?: Database;
}): Promise<{ ok: true; title: string; added: number; rejected: PhotoRejection[] } | Failure> {
  const db = options.db ?? (await getDb());
  const store = options.store ?? getImageStore();
  const [current] = await db
    .select({ slug: products.slug, images: products.images })
    .from(products)
    .where(eq(products.id, options.productId));
  if (!current) return NOT_FOUND;
  const room = MAX_IMAGES - current.images.length;
  if (room < options.files.length) {
    return {
      ok: false,
      code: "full",
      reason: `A product has at most ${MAX_IMAGES} photos: this one has room for ${Math.max(0, room)} more.`,
    };
  }
  const rejected: PhotoRejection[] = [];
  const urls: string[] = [];
  for (const file of options.files) {
    const url = await storeNewPhoto({ file, urlOf: (id) => uploadedPhotoUrl(current.slug, id), store });
    if (typeof url === "string") urls.push(url);
    else rejected.push(url);
  }
  if (urls.length === 0) return { ok: true, title: "", added: 0, rejected };
  const result = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, options.productId);
    if (!product) return NOT_FOUND;
    if (product.images.length + urls.length > MAX_IMAGES) {
      return { ok: false as const, code: "full" as const, reason: `A product has at most ${MAX_IMAGES} photos.` };
    }
    return writePhotos(tx, {
      product,
      photos: { images: [...product.images, ...urls], imageAlts: product.imageAlts },
      action: "product.photos_added",
      ...options,
    });
  });
  if (!result.ok) return result;
  if (result.listed) markCatalogChanged();
  return { ok: true, title: result.title, added: urls.length, rejected };
}

/** The alt texts with `image`'s set to `alt`, or dropped when `alt` is empty. */
function withAlt(alts: Record<string, string>, image: string, alt: string): Record<string, string> {
  const { [image]: _previous, ...others } = alts;
  return alt === "" ? others : { ...others, [image]: alt };
}

/**
 * The photos after a change: one moved a place up or down, taken off (its original stays, others may use it), or
 * described; undefined when the photo is not the product's.
 */
function changedPhotos(photos: Photos, change: PhotoChange): Photos | undefined {
  const { images, imageAlts } = photos;
  const index = images.indexOf(change.image);
  if (index === -1) return undefined;
  if (change.intent === "alt") return { images, imageAlts: withAlt(imageAlts, change.image, change.alt) };
  if (change.intent === "remove") {
    return { images: images.filter((_, i) => i !== index), imageAlts: withAlt(imageAlts, change.image, "") };
  }
  const target = change.direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= images.length) return { images, imageAlts };
  const moved = [...images];
  [moved[index], moved[target]] = [moved[target] as string, moved[index] as string];
  return { images: moved, imageAlts };
}

const CHANGE_ACTIONS = {
  move: "product.photo_moved",
  remove: "product.photo_removed",
  alt: "product.photo_described",
} as const satisfies Record<PhotoChange["intent"], string>;

/** Moves, removes or describes one photo; the first photo is the one cards and the product page lead with. */
export async function changeProductPhoto(options: {
  productId: string;
  change: PhotoChange;
  actor: AuditActor;
  db?: Database;
}): Promise<{ ok: true; title: string } | Failure> {
  const db = options.db ?? (await getDb());
  const result = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, options.productId);
    if (!product) return NOT_FOUND;
    const photos = changedPhotos(product, options.change);
    if (!photos) {
      return { ok: false as const, code: "unknown_photo" as const, reason: "That photo is no longer on this product." };
    }
    // The first photo moved up, the last down, or the same words again: nothing to write.
    if (canonicalJson(photos) === canonicalJson({ images: product.images, imageAlts: product.imageAlts })) {
      return { ok: true as const, title: product.title, listed: false };
    }
    return writePhotos(tx, { product, photos, action: CHANGE_ACTIONS[options.change.intent], ...options });
  });
  if (!result.ok) return result;
  if (result.listed) markCatalogChanged();
  return { ok: true, title: result.title };
}
