import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { products, productVariants } from "~/.server/db/schema";
import type { CartProduct } from "~/lib/cart";
import type { CatalogEntry, Product, ProductCardData, ProductVariant } from "~/lib/product";

/*
 * The column sets of the product views (app/lib/product.ts), in one place for every query that reads them,
 * catalogue, search, blog and favourites alike.
 */

const {
  searchVector: _searchVector,
  effectivePriceCents: _effective,
  createdAt: _c,
  updatedAt: _u,
  archivedAt: _a,
  lowStockThreshold: _l,
  ...columns
} = getTableColumns(products);

/**
 * The products the store shows: every storefront read, listing, search, page, cart and checkout,
 * adds this condition; only the back office sees archived products.
 */
export const listedProduct: SQL = sql`${products.archivedAt} is null`;

// Named with its table: a query of one table names its columns bare, and a bare "id" here would be the variant's.
const productIdColumn = sql`${sql.identifier("products")}.${sql.identifier("id")}`;

/** A JSON array of the product's variants, each as the given fields, in the owner's order. */
function variantsJson(fields: SQL): SQL {
  return sql`(
  select coalesce(json_agg(json_build_object(${fields}) order by v.position), '[]'::json)
  from ${productVariants} v where v.product_id = ${productIdColumn}
)`;
}

/**
 * A product's variants in the owner's order, read with the product in one query; the unique index
 * on (product_id, flavour) finds them.
 */
export const variantsColumn = sql<ProductVariant[]>`${variantsJson(
  sql`'flavor', v.flavor, 'sku', v.sku, 'stock', v.stock, 'priceCents', v.price_cents, 'salePriceCents', v.sale_price_cents`,
)}`.as("variants");

/**
 * Each variant's id by flavour, for the order lines checkout writes: read in its pricing query, so the lines name
 * the very variants it priced; never sent to the browser.
 */
export const variantIdsColumn = sql<{ flavor: string | null; id: string }[]>`${variantsJson(
  sql`'flavor', v.flavor, 'id', v.id`,
)}`.as("variant_ids");

/** The columns a Product needs; the search vector stays in the database. */
export const productColumns = { ...columns, variants: variantsColumn };

/** Some of the columns, by name; each view's names are checked against its type below. */
function pickColumns<const Name extends keyof typeof columns>(names: readonly Name[]): Pick<typeof columns, Name> {
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<typeof columns, Name>;
}

/** Just what a product card or the featured strip shows, so pages do not ship whole descriptions. */
export const productCardColumns = pickColumns([
  "id",
  "slug",
  "title",
  "images",
  "priceCents",
  "salePriceCents",
  "subscriptionPriceCents",
  "stock",
  "bestSeller",
]) satisfies Record<keyof ProductCardData, unknown>;

/** What a cart line needs of its product; checkout pricing reads the same, plus the flavours. */
export const cartProductColumns = {
  ...pickColumns([
    "id",
    "slug",
    "title",
    "images",
    "category",
    "brandSlug",
    "priceCents",
    "salePriceCents",
    "subscriptionPriceCents",
    "stock",
  ]),
  variants: variantsColumn,
} satisfies Record<keyof CartProduct, unknown>;

const {
  tags: _tags,
  description: _description,
  ingredients: _ingredients,
  directions: _directions,
  faqs: _faqs,
  imageAlts: _imageAlts,
  ...entryColumns
} = columns;

/** A product as the catalogue call lists it: everything but the tags, long texts and photos' alt text. */
export const catalogEntryColumns = entryColumns satisfies Record<keyof CatalogEntry, unknown>;

/**
 * A-Z by title, the same on PGlite and PostgreSQL whatever their collation: case-folded, compared byte
 * by byte (as JavaScript compares strings), ties broken by id so paging never repeats a product.
 */
export const byTitle: SQL[] = [sql`lower(${products.title}) collate "C"`, sql`${products.id}`];

type ProductRow = { [K in keyof typeof columns]: (typeof products.$inferSelect)[K] } & { variants: ProductVariant[] };

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
    variants: row.variants,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    images: row.images,
    imageAlts: row.imageAlts,
    bestSeller: row.bestSeller,
    featured: row.featured,
  };
}
