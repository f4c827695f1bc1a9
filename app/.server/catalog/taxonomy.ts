import { asc } from "drizzle-orm";
import { rememberForCatalogVersion } from "~/.server/cache/catalog-memo";
import { type Database, getDb } from "~/.server/db";
import { brands, categories } from "~/.server/db/schema";
import { brandLogoUrl, categoryImageUrl } from "~/.server/images/urls";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import type { Taxonomy } from "~/lib/taxonomy";

/**
 * Writes the opening categories and brands of app/lib/catalog.ts that the database lacks, which products reference.
 * Ones already there are the owner's to edit (decision 188), so they are left as they are. Idempotent.
 */
export async function upsertTaxonomy(options: { db: Database }): Promise<void> {
  const { db } = options;
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, position) => ({ ...c, position, image: categoryImageUrl(c.slug) })))
    .onConflictDoNothing({ target: categories.slug });
  await db
    .insert(brands)
    .values(BRANDS.map((b, position) => ({ ...b, position, logo: brandLogoUrl(b.slug) })))
    .onConflictDoNothing({ target: brands.slug });
}

/** Both lists in the store's order, read from the database directly (the back office, the product editor). */
export async function readTaxonomy(options: { db?: Pick<Database, "select"> } = {}): Promise<Taxonomy> {
  const db = options.db ?? (await getDb());
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.name, image: categories.image })
      .from(categories)
      .orderBy(asc(categories.position)),
    db
      .select({
        slug: brands.slug,
        name: brands.name,
        tagline: brands.tagline,
        hasPage: brands.hasPage,
        logo: brands.logo,
      })
      .from(brands)
      .orderBy(asc(brands.position)),
  ]);
  return { categories: categoryRows, brands: brandRows };
}

/**
 * Both lists for the storefront, kept with the catalogue's cached answers: every change to them marks the catalogue
 * changed, which drops them and every cached page at once, in every process.
 */
export async function getTaxonomy(options: { db?: Database } = {}): Promise<Taxonomy> {
  const db = options.db ?? (await getDb());
  return rememberForCatalogVersion(db, "taxonomy", () => readTaxonomy({ db }));
}
