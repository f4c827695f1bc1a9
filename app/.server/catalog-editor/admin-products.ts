import { and, asc, count, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { byTitle } from "~/.server/catalog/shape";
import { fieldContains } from "~/.server/catalog/text-match";
import { type Database, getDb } from "~/.server/db";
import { brands, categories, productSlugRedirects, products } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, adminPageCount, type Paged } from "~/lib/admin";
import type { AdminProductRow, EditableProduct, ProductDraft, ProductListState } from "~/lib/product-editor";
import { UUID_PATTERN } from "~/lib/uuid";

const STATE_CONDITION: Record<ProductListState, SQL | undefined> = {
  listed: isNull(products.archivedAt),
  archived: isNotNull(products.archivedAt),
  all: undefined,
};

/** The back office's product list, A-Z, by state and optionally by part of the name. */
export async function listProductsForAdmin(options: {
  q?: string;
  state: ProductListState;
  page: number;
  db?: Database;
}): Promise<Paged<AdminProductRow>> {
  const db = options.db ?? (await getDb());
  const where = and(STATE_CONDITION[options.state], options.q ? fieldContains(products.title, options.q) : undefined);
  const [total] = await db.select({ value: count() }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      category: products.category,
      brand: products.brand,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
      stock: products.stock,
      images: products.images,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(where)
    .orderBy(...byTitle)
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map(({ images, archivedAt, ...row }) => ({
    ...row,
    image: images[0],
    archived: archivedAt !== null,
  }));
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}

/** What the editor's form writes of a product row (jsonb hands a FAQ's keys back in its own order). */
export function toProductDraft(row: typeof products.$inferSelect): ProductDraft {
  return {
    title: row.title,
    slug: row.slug,
    category: row.category,
    brandSlug: row.brandSlug,
    priceCents: row.priceCents,
    salePriceCents: row.salePriceCents,
    subscriptionPriceCents: row.subscriptionPriceCents,
    description: row.description,
    ingredients: row.ingredients,
    directions: row.directions,
    tags: row.tags,
    dietary: row.dietary,
    flavors: row.flavors,
    faqs: row.faqs.map(({ question, answer }) => ({ question, answer })),
    bestSeller: row.bestSeller,
    featured: row.featured,
  };
}

/** A product as the editor opens it, archived or not; null for an unknown id. */
export async function getEditableProduct(options: {
  productId: string;
  db?: Database;
}): Promise<EditableProduct | null> {
  if (!UUID_PATTERN.test(options.productId)) return null;
  const db = options.db ?? (await getDb());
  const [row] = await db.select().from(products).where(eq(products.id, options.productId));
  if (!row) return null;
  const redirects = await db
    .select({ oldSlug: productSlugRedirects.oldSlug })
    .from(productSlugRedirects)
    .where(eq(productSlugRedirects.productId, row.id))
    .orderBy(asc(productSlugRedirects.createdAt));
  return {
    id: row.id,
    ...toProductDraft(row),
    images: row.images,
    imageAlts: row.imageAlts,
    stock: row.stock,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    archivedAt: row.archivedAt,
    oldSlugs: redirects.map((redirect) => redirect.oldSlug),
  };
}

/** The categories and brands a product can be filed under, in the store's order, for the editor's lists. */
export async function listTaxonomyChoices(options: { db?: Database } = {}): Promise<{
  categories: { value: string; label: string }[];
  brands: { value: string; label: string }[];
}> {
  const db = options.db ?? (await getDb());
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ value: categories.slug, label: categories.name }).from(categories).orderBy(asc(categories.position)),
    db.select({ value: brands.slug, label: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return { categories: categoryRows, brands: brandRows };
}
