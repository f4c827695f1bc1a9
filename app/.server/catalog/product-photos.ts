import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { MAX_IMAGES } from "~/lib/product-editor";
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, type PhotoRejection } from "~/lib/product-photos";
import type { PhotoChange } from "~/lib/product-photos.schema";
import { type AuditActor, recordAudit } from "../admin/audit";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { getImageStore, type ImageStore } from "../images/store";
import { imageKeyOfUrl, uploadedPhotoUrl } from "../images/urls";
import type { Executor } from "../outbox/enqueue";
import { markCatalogChanged } from "./version";

export type PhotoFile = { name: string; bytes: Uint8Array };

type Failure = { ok: false; code: "not_found" | "full" | "unknown_photo"; reason: string };
const NOT_FOUND: Failure = { ok: false, code: "not_found", reason: "That product no longer exists." };

/**
 * A photo as the store keeps it: turned upright by its EXIF orientation, at most PHOTO_MAX_SIDE on its longest
 * side, WebP, without the camera's metadata (location included). Sharp refuses what is not an image.
 */
async function processPhoto(file: PhotoFile): Promise<Uint8Array | PhotoRejection> {
  if (file.bytes.byteLength > PHOTO_MAX_BYTES) {
    return { name: file.name, reason: `is over ${PHOTO_MAX_BYTES / 1024 / 1024} MB.` };
  }
  try {
    return await sharp(file.bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
  } catch {
    return { name: file.name, reason: "is not a photo the store can read: send a JPEG, PNG, WebP or AVIF." };
  }
}

/** Reads and locks the product's photos for a change that commits with its audit row. */
async function lockProduct(tx: Executor, productId: string) {
  const [product] = await tx
    .select({ slug: products.slug, title: products.title, images: products.images, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return product;
}

/** Saves the locked product's photos with the audit row of the change; says whether the store shows the product. */
async function writeImages(
  tx: Executor,
  options: {
    productId: string;
    product: NonNullable<Awaited<ReturnType<typeof lockProduct>>>;
    images: string[];
    action: string;
    actor: AuditActor;
  },
) {
  const { product, images } = options;
  await tx.update(products).set({ images, updatedAt: new Date() }).where(eq(products.id, options.productId));
  await recordAudit(tx, {
    actor: options.actor,
    action: options.action,
    subject: `product ${product.slug}`,
    before: { images: product.images },
    after: { images },
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
    const processed = await processPhoto(file);
    if (!(processed instanceof Uint8Array)) {
      rejected.push(processed);
      continue;
    }
    // A new name each time: originals are immutable, so cached variants of an earlier photo never show for this one.
    const url = uploadedPhotoUrl(current.slug, randomBytes(6).toString("hex"));
    await store.write({ key: imageKeyOfUrl(url), bytes: processed });
    urls.push(url);
  }
  if (urls.length === 0) return { ok: true, title: "", added: 0, rejected };
  const result = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, options.productId);
    if (!product) return NOT_FOUND;
    if (product.images.length + urls.length > MAX_IMAGES) {
      return { ok: false as const, code: "full" as const, reason: `A product has at most ${MAX_IMAGES} photos.` };
    }
    return writeImages(tx, {
      product,
      images: [...product.images, ...urls],
      action: "product.photos_added",
      ...options,
    });
  });
  if (!result.ok) return result;
  if (result.listed) markCatalogChanged();
  return { ok: true, title: result.title, added: urls.length, rejected };
}

/** The photos after a change: one moved a place up or down, or taken off (its original stays, others may use it). */
function changedImages(images: string[], change: PhotoChange): string[] | undefined {
  const index = images.indexOf(change.image);
  if (index === -1) return undefined;
  if (change.intent === "remove") return images.filter((_, i) => i !== index);
  const target = change.direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= images.length) return images;
  const moved = [...images];
  [moved[index], moved[target]] = [moved[target] as string, moved[index] as string];
  return moved;
}

/** Moves or removes one photo; the first photo is the one cards and the product page lead with. */
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
    const images = changedImages(product.images, options.change);
    if (!images) {
      return { ok: false as const, code: "unknown_photo" as const, reason: "That photo is no longer on this product." };
    }
    // The first photo moved up, or the last down: nothing to write.
    if (images.join("\n") === product.images.join("\n")) {
      return { ok: true as const, title: product.title, listed: false };
    }
    const action = options.change.intent === "remove" ? "product.photo_removed" : "product.photo_moved";
    return writeImages(tx, { product, images, action, ...options });
  });
  if (!result.ok) return result;
  if (result.listed) markCatalogChanged();
  return { ok: true, title: result.title };
}
