import { BRANDS, CATEGORIES } from "~/lib/catalog";
import type { Database } from "../db";
import { brands, categories } from "../db/schema";
import { brandLogoUrl, categoryImageUrl } from "./image-urls";
import { overwriteWhenChanged } from "./upsert";

const categoryConflict = overwriteWhenChanged({
  name: categories.name,
  position: categories.position,
  image: categories.image,
});

const brandConflict = overwriteWhenChanged({
  name: brands.name,
  tagline: brands.tagline,
  logo: brands.logo,
  hasPage: brands.hasPage,
  position: brands.position,
});

/** Categories and brands mirror app/lib/catalog.ts; products reference them. */
export async function seedTaxonomy(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, position) => ({ ...c, position, image: categoryImageUrl(c.slug) })))
    .onConflictDoUpdate({ target: categories.slug, ...categoryConflict });
  await db
    .insert(brands)
    .values(BRANDS.map((b, position) => ({ ...b, position, logo: brandLogoUrl(b.slug) })))
    .onConflictDoUpdate({ target: brands.slug, ...brandConflict });
}
