import { upsertTaxonomy } from "../catalog/taxonomy";
import type { Database } from "../db";
import { productShotJobs, taxonomyImageJobs } from "./artwork";
import { type ImageJob, renderImages } from "./artwork/render";
import { blogImageJobs } from "./blog/images";
import { DEMO_PRODUCTS } from "./products";
import { seedDemoReviews } from "./reviews";
import { upsertProducts } from "./upsert-products";

export { seedGeneratedProducts } from "./generated";
export { DEMO_PRODUCTS, type SeedProduct } from "./products";
export { demoReviewSummary } from "./reviews";

export type SeedResult = { products: number; imagesWritten: number; imagesSkipped: number };

/** Drawn images every store shows whatever its catalogue: logos, category tiles, the placeholder, blog covers. */
async function storeArtworkJobs(): Promise<ImageJob[]> {
  return [...taxonomyImageJobs(), ...(await blogImageJobs())];
}

/** Draws the store's own artwork under imagesDir; files already there are kept. */
export async function writeStoreArtwork(options: { imagesDir: string }) {
  return renderImages({ imagesDir: options.imagesDir, jobs: await storeArtworkJobs() });
}

/**
 * Loads the demo catalogue and its reviews, and draws its images when given imagesDir. Idempotent: rows are
 * upserted by slug (unchanged rows are not touched) and image files that already exist are kept.
 */
export async function seedDemo(options: { db: Database; imagesDir?: string }): Promise<SeedResult> {
  const { db, imagesDir } = options;
  await upsertTaxonomy({ db });
  await upsertProducts({ db, rows: DEMO_PRODUCTS });
  await seedDemoReviews({ db, productSlugs: DEMO_PRODUCTS.map((product) => product.slug) });
  const images = imagesDir
    ? await renderImages({ imagesDir, jobs: [...(await storeArtworkJobs()), ...productShotJobs(DEMO_PRODUCTS)] })
    : { written: 0, skipped: 0 };
  return { products: DEMO_PRODUCTS.length, imagesWritten: images.written, imagesSkipped: images.skipped };
}
