import sharp, { type Metadata } from "sharp";
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_REASONS, type PhotoRejection } from "~/lib/product-photos";

/** A photo as a back-office form sent it: product photos and article covers. */
export type PhotoFile = { name: string; bytes: Uint8Array };

/** JPEG, PNG, WebP and AVIF as sharp's decoder reports them: an AVIF is a HEIF file holding AV1. */
function isTakenFormat({ format, compression }: Metadata): boolean {
  return format === "jpeg" || format === "png" || format === "webp" || (format === "heif" && compression === "av1");
}

/**
 * A photo as the store keeps it: turned upright by its EXIF orientation, at most PHOTO_MAX_SIDE on its longest
 * side, WebP, without the camera's metadata (location included). Only JPEG, PNG, WebP and AVIF are taken, judged
 * by the decoder whatever the file's name: sharp also draws SVG, GIF, TIFF…, and a large SVG with filters cost
 * tens of seconds of CPU an upload. Every upload (photos, covers, pictures, logos) comes through here.
 */
export async function processPhoto(file: PhotoFile): Promise<Uint8Array | PhotoRejection> {
  if (file.bytes.byteLength > PHOTO_MAX_BYTES) {
    return { name: file.name, reason: PHOTO_REASONS.tooLarge };
  }
  try {
    const image = sharp(file.bytes, { limitInputPixels: 100_000_000 });
    // Reading the header draws nothing.
    if (!isTakenFormat(await image.metadata())) return { name: file.name, reason: PHOTO_REASONS.notPhoto };
    return await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
  } catch {
    return { name: file.name, reason: PHOTO_REASONS.notPhoto };
  }
}

/** A file a form sent, with its bytes read. */
export async function readPhotoFile(file: File): Promise<PhotoFile> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The files a form field carries; a field left empty sends one nameless, empty file, which is no photo. */
export async function readPhotoFiles(form: FormData, field: string): Promise<PhotoFile[]> {
  const files = form.getAll(field).filter((entry): entry is File => entry instanceof File && entry.size > 0);
  return Promise.all(files.map(readPhotoFile));
}
