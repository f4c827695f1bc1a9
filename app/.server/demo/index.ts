import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import type { Database } from "~/.server/db";
import type { ImageStore } from "~/.server/images/store";
import { recordUnexplainedStock } from "~/.server/stock/stock-ledger";
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

/** Draws the store's own artwork into the image store; images already there are kept. */
export async function writeStoreArtwork(options: { imageStore: ImageStore }) {
  return renderImages({ store: options.imageStore, jobs: await storeArtworkJobs() });
}

/**
 * Loads the demo catalogue and its reviews, and draws its images when given an image store. Idempotent: rows
 * are upserted by slug (unchanged rows are not touched) and images the store already holds are kept.
 */
export async function seedDemo(options: { db: Database; imageStore?: ImageStore }): Promise<SeedResult> {
  const { db, imageStore } = options;
  await upsertTaxonomy({ db });
  await upsertProducts({ db, rows: DEMO_PRODUCTS });
  await recordUnexplainedStock({ db, reason: "import" });
  await seedDemoReviews({ db, productSlugs: DEMO_PRODUCTS.map((product) => product.slug) });
  const images = imageStore
    ? await renderImages({
        store: imageStore,
        jobs: [...(await storeArtworkJobs()), ...productShotJobs(DEMO_PRODUCTS)],
      })
    : { written: 0, skipped: 0 };
  return { products: DEMO_PRODUCTS.length, imagesWritten: images.written, imagesSkipped: images.skipped };
}
