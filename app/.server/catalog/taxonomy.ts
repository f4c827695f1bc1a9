import { BRANDS, CATEGORIES } from "~/lib/catalog";
import type { Database } from "../db";
import { brands, categories } from "../db/schema";
import { brandLogoUrl, categoryImageUrl } from "../images/urls";
import { overwriteWhenChanged } from "./overwrite-when-changed";

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

/** Writes the categories and brands of app/lib/catalog.ts, which products reference. Idempotent. */
export async function upsertTaxonomy(options: { db: Database }): Promise<void> {
  const { db } = options;
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, position) => ({ ...c, position, image: categoryImageUrl(c.slug) })))
    .onConflictDoUpdate({ target: categories.slug, ...categoryConflict });
  await db
    .insert(brands)
    .values(BRANDS.map((b, position) => ({ ...b, position, logo: brandLogoUrl(b.slug) })))
    .onConflictDoUpdate({ target: brands.slug, ...brandConflict });
}
