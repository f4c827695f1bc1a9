import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import type { ProductImportReport } from "../../../lib/products-csv";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type Faq = { question: string; answer: string };

export const categories = pgTable("categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
  image: text("image").notNull(),
});

export const brands = pgTable("brands", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  tagline: text("tagline").notNull(),
  logo: text("logo").notNull(),
  /** Brands with a page of their own (/brands/{slug}); the others exist only as filter names. */
  hasPage: boolean("has_page").notNull().default(false),
  position: integer("position").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category")
      .notNull()
      .references(() => categories.slug),
    brandSlug: text("brand_slug").references(() => brands.slug),
    /** Brand display name, kept on the row so the search vector can weigh it. */
    brand: text("brand"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    description: text("description").notNull(),
    ingredients: text("ingredients").notNull().default(""),
    directions: text("directions").notNull().default(""),
    faqs: jsonb("faqs").$type<Faq[]>().notNull().default([]),
    dietary: text("dietary").array().notNull().default(sql`'{}'::text[]`),
    flavors: text("flavors").array().notNull().default(sql`'{}'::text[]`),
    /** Money columns are integer cents. */
    priceCents: integer("price_cents").notNull(),
    salePriceCents: integer("sale_price_cents"),
    subscriptionPriceCents: integer("subscription_price_cents"),
    /** What the shopper pays one-off: the sale price when set, else the price. Filters and sorts use it. */
    effectivePriceCents: integer("effective_price_cents")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price_cents, price_cents)`),
    stock: integer("stock").notNull().default(0),
    /** At or under this many units the product is on the shop's daily low-stock e-mail. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Alt text the owner wrote for a photo, keyed by the photo's address so it follows the photo when photos are
     * reordered; a photo without one is described by the product's name.
     */
    imageAlts: jsonb("image_alts").$type<Record<string, string>>().notNull().default({}),
    bestSeller: boolean("best_seller").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    /**
     * Set when the owner takes the product out of the store: it leaves every listing, search and
     * its page, but its orders, reviews and ledger keep pointing at it. Products are never deleted.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Weighted full-text vector: the product's name, its title without the leading brand (A), brand (B),
     * category and tags (C), description and ingredients (D). A brand's words stay out of A so that 'protein'
     * does not name every Rule One Proteins product (decision 130). store_join_words and store_product_name
     * are immutable SQL functions of the migrations (array_to_string itself is only stable).
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', store_product_name(title, brand)), 'A') || setweight(to_tsvector('english', coalesce(brand, '')), 'B') || setweight(to_tsvector('english', replace(category, '-', ' ') || ' ' || replace(store_join_words(tags), '-', ' ')), 'C') || setweight(to_tsvector('english', description || ' ' || ingredients), 'D')`,
    ),
  },
  (t) => [
    index("products_brand_slug_idx").on(t.brandSlug),
    // Every listing sorts A-Z as lower(title) COLLATE "C" (same order on PGlite and PostgreSQL), then id.
    // The other A-Z indexes below let a category page, the featured strip and the best sellers read
    // their first rows in order instead of filtering the whole catalogue on the way.
    index("products_title_order_idx").on(sql`lower(${t.title}) COLLATE "C"`, t.id),
    index("products_category_title_order_idx").on(t.category, sql`lower(${t.title}) COLLATE "C"`, t.id),
    index("products_featured_title_order_idx").on(sql`lower(${t.title}) COLLATE "C"`, t.id).where(sql`${t.featured}`),
    index("products_best_seller_title_order_idx")
      .on(sql`lower(${t.title}) COLLATE "C"`, t.id)
      .where(sql`${t.bestSeller}`),
    // Brand pages and the brand filter look for a name anywhere in the title or brand (LIKE / regex).
    index("products_title_trigram_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("products_brand_trigram_idx").using("gin", sql`lower(${t.brand}) gin_trgm_ops`),
    index("products_effective_price_idx").on(t.effectivePriceCents),
    index("products_search_vector_idx").using("gin", t.searchVector),
  ],
);

/**
 * A product as it is sold: one row per flavour, or a single row with no flavour for a product
 * without flavours, each with its own SKU and stock. `products.stock` is their sum, kept so by a trigger of the
 * migrations (store_sum_variant_stock), so cards, filters and sorts read one column as before. The rows follow
 * `products.flavors`: the catalogue's writers add and remove them with the list (syncProductVariants).
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Null for the one variant of a product without flavours. */
    flavor: text("flavor"),
    sku: text("sku").notNull().unique(),
    stock: integer("stock").notNull().default(0),
    /** The flavour's place in `products.flavors`, so lists read in the owner's order. */
    position: integer("position").notNull().default(0),
    /** The flavour's own low-stock alert level; null: the product's. */
    lowStockThreshold: integer("low_stock_threshold"),
    /** The flavour's own price and sale price; null: the product's. */
    priceCents: integer("price_cents"),
    salePriceCents: integer("sale_price_cents"),
    /** The Square ITEM_VARIATION whose stock this flavour shares; set by a Square import. */
    squareVariationId: text("square_variation_id").unique(),
    /** Square's inventory changes made before this time are in the flavour's stock (decision 187). */
    squareChangesReadAt: timestamp("square_changes_read_at", { withTimezone: true }),
  },
  (t) => [
    // One row per flavour, and one flavourless row, per product (NULLS NOT DISTINCT is PostgreSQL 15+, so coalesce).
    uniqueIndex("product_variants_flavor_key").on(t.productId, sql`coalesce(${t.flavor}, '')`),
    check("product_variants_stock_check", sql`${t.stock} >= 0`),
    check("product_variants_low_stock_threshold_check", sql`${t.lowStockThreshold} >= 0`),
    check("product_variants_price_check", sql`${t.priceCents} > 0 and ${t.salePriceCents} > 0`),
    check("product_variants_sale_below_price_check", sql`${t.salePriceCents} < ${t.priceCents}`),
  ],
);

/**
 * A product's former addresses: when the owner renames a slug, /product/{old} answers with a
 * permanent redirect to the product's address now, so links and search results already out there keep working.
 */
export const productSlugRedirects = pgTable("product_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  productId: uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalogue file being imported: a worker applies it line by line, from `next_line`, holding a
 * lease so that one process works on it at a time and another takes over if that one stops. Its page shows the
 * progress and, at the end, the report.
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The CSV as uploaded; read again on each run, from `next_line`; emptied once the import is done. */
    file: text("file").notNull(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    /** The product lines of the file (the header not counted). */
    total: integer("total").notNull(),
    /** How many product lines are done: the next to read, counted from 0. */
    nextLine: integer("next_line").notNull().default(0),
    report: jsonb("report")
      .$type<ProductImportReport>()
      .notNull()
      .default({ created: 0, updated: 0, unchanged: 0, rejected: [] }),
    status: text("status", { enum: ["running", "done"] })
      .notNull()
      .default("running"),
    /** Until when the process working on it holds it; null or past: any process may take it. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("product_imports_running_idx").on(t.createdAt).where(sql`${t.status} = 'running'`)],
);
