import { writeBlogImages } from "../blog/images";
import type { Database } from "../db";
import { seedDemoReviews } from "../reviews/seed-reviews";
import { DEMO_PRODUCTS } from "./demo";
import { writeDemoImages } from "./images";
import { seedTaxonomy } from "./taxonomy";
import { upsertProducts } from "./upsert";

export { DEMO_PRODUCTS, type SeedProduct } from "./demo";
export { seedGeneratedProducts } from "./generated";

export type SeedOptions = {
  db: Database;
  /** Where product shots, logos and tiles are written; omitted, no image files are made. */
  imagesDir?: string;
};

export type SeedResult = { products: number; imagesWritten: number; imagesSkipped: number };

/**
 * Loads the demo catalogue. Idempotent: rows are upserted by slug (unchanged rows are not touched)
 * and image files that already exist are kept.
 */
export async function seedCatalog(options: SeedOptions): Promise<SeedResult> {
  const { db, imagesDir } = options;
  await seedTaxonomy(db);
  await upsertProducts(db, DEMO_PRODUCTS);
  await seedDemoReviews({ db, productSlugs: DEMO_PRODUCTS.map((product) => product.slug) });
  if (imagesDir) await writeBlogImages({ imagesDir });
  const images = imagesDir ? await writeDemoImages({ imagesDir, products: DEMO_PRODUCTS }) : { written: 0, skipped: 0 };
  return { products: DEMO_PRODUCTS.length, imagesWritten: images.written, imagesSkipped: images.skipped };
}
