import { getTableColumns } from "drizzle-orm";
import type { Product } from "~/lib/product";
import { products } from "../db/schema";

const {
  searchVector: _searchVector,
  effectivePriceCents: _effective,
  createdAt: _c,
  updatedAt: _u,
  ...columns
} = getTableColumns(products);

/** The columns a Product needs; the search vector stays in the database. */
export const productColumns = columns;

type ProductRow = { [K in keyof typeof columns]: (typeof products.$inferSelect)[K] };

/** Database row to app type: the one place column names meet the rest of the app. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    brand: row.brand,
    brandSlug: row.brandSlug,
    tags: row.tags,
    description: row.description,
    ingredients: row.ingredients,
    directions: row.directions,
    faqs: row.faqs,
    dietary: row.dietary,
    flavors: row.flavors,
    priceCents: row.priceCents,
    salePriceCents: row.salePriceCents,
    subscriptionPriceCents: row.subscriptionPriceCents,
    stock: row.stock,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    images: row.images,
    bestSeller: row.bestSeller,
    featured: row.featured,
  };
}
